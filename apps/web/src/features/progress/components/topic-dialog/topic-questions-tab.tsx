import type { ProgressTopic } from '@lernraster/shared'
import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, fileTimestamp } from '../../../../lib/csv'
import { useTopicQuestions } from '../../api/progress-api'
import { fileNamePart } from '../../model/grid-csv'
import { formatStudentAverage } from '../../model/student-format'
import { type QuestionLine, questionCsvRows, questionLines } from '../../model/topic-questions'
import { TabLoadState } from './tab-load-state'

type Props = { eventId: number; topic: ProgressTopic; cell: string; groupName: string }

/** 'Fragen': each question with the class's average (below 4 in the danger style), ratings and too-fast count. */
export function TopicQuestionsTab({ eventId, topic, cell, groupName }: Props) {
  const { t, i18n } = useTranslation()
  const query = useTopicQuestions(eventId, topic.id)
  if (!query.isSuccess) return <TabLoadState query={query} />
  const lines = questionLines(query.data)
  if (lines.length === 0) return <Text c="dimmed">{t('progressStats.topic.questions.empty')}</Text>

  function exportCsv() {
    const header = (key: 'number' | 'question' | 'average' | 'ratings' | 'tooFast') =>
      t(`progressStats.topic.questions.${key}`)
    const rows = questionCsvRows(
      lines,
      {
        headers: [
          header('number'),
          header('question'),
          header('average'),
          header('ratings'),
          header('tooFast'),
        ],
      },
      i18n.language,
    )
    const name = `${t('progressStats.topic.questions.csvName')}_${cell}_${fileNamePart(topic.title)}`
    downloadCsv(`${fileNamePart(name)}_${fileNamePart(groupName)}_${fileTimestamp(new Date())}.csv`, rows)
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
        >
          {t('progressShared.csvExport')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('progressStats.topic.questions.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right" w={56}>
                {t('progressStats.topic.questions.number')}
              </Table.Th>
              <Table.Th>{t('progressStats.topic.questions.question')}</Table.Th>
              <Table.Th ta="right">{t('progressStats.topic.questions.average')}</Table.Th>
              <Table.Th ta="right">{t('progressStats.topic.questions.ratings')}</Table.Th>
              <Table.Th ta="right" title={t('progressStats.topic.questions.tooFastHint')}>
                {t('progressStats.topic.questions.tooFast')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.question.id}>
                <Table.Td ta="right">{line.number}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {line.question.title}
                </Table.Th>
                <Table.Td ta="right">
                  <QuestionAverage line={line} />
                </Table.Td>
                <Table.Td ta="right">{line.question.evaluations}</Table.Td>
                <Table.Td ta="right">
                  {line.question.timed > 0 ? line.question.too_fast : t('progressStats.noValue')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('progressStats.topic.questions.tooFast')}: {t('progressStats.topic.questions.tooFastHint')}
      </Text>
    </Stack>
  )
}

/** The average; below 4 in red with a warning sign and the words, so colour is not the only signal. */
function QuestionAverage({ line }: { line: QuestionLine }) {
  const { t, i18n } = useTranslation()
  const value = formatStudentAverage(line.question.average, i18n.language) ?? t('progressStats.noValue')
  if (!line.danger) return <>{value}</>
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" c="red.8" fw={700}>
      <IconAlertTriangle size={16} aria-hidden />
      <span>{value}</span>
      <Text span size="xs" fw={600}>
        ({t('progressStats.topic.questions.danger')})
      </Text>
    </Group>
  )
}
