import { type CalibrationTopic, truncation } from '@lernraster/shared'
import { Button, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TruncatedText } from '../../../../components/truncated-text'
import { calibrationTopicsShown, shownTopics } from '../../model/calibration-view'
import { cellName } from '../../model/progress-grid'
import { formatGrade } from '../../model/student-format'
import { GapDirections } from './gap-directions'

/**
 * "Themen mit den grössten Abweichungen": the topics the teacher and the students both rated, in the
 * server's order (most large gaps, then the largest gap), the first 10 until "alle anzeigen".
 */
export function CalibrationTopicsTable({ topics }: { topics: readonly CalibrationTopic[] }) {
  const { t, i18n } = useTranslation()
  const [showAll, setShowAll] = useState(false)
  const { shown, total } = shownTopics(topics, showAll)
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('progressCalibration.topics.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="right" w={70}>
                {t('progressCalibration.topics.cell')}
              </Table.Th>
              <Table.Th scope="col">{t('progressCalibration.topics.topic')}</Table.Th>
              <Table.Th scope="col" ta="right" w={130}>
                {t('progressCalibration.topics.pairs')}
              </Table.Th>
              <Table.Th scope="col" w={220}>
                {t('progressCalibration.topics.largeGaps')}
              </Table.Th>
              <Table.Th scope="col" ta="right" w={130}>
                {t('progressCalibration.topics.largestGap')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((topic) => (
              <Table.Tr key={topic.topic_id}>
                <Table.Td ta="right">{cellName(topic.column, topic.row)}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  <TruncatedText text={topic.title} max={truncation.viewerTopicTitle} />
                </Table.Th>
                <Table.Td ta="right">{topic.pairs}</Table.Td>
                <Table.Td>
                  <GapDirections higher={topic.higher} lower={topic.lower} />
                </Table.Td>
                <Table.Td ta="right">
                  {t('progressCalibration.topics.grades', {
                    count: topic.largest_gap,
                    value: formatGrade(topic.largest_gap, i18n.language),
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > calibrationTopicsShown && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? t('progressCalibration.topics.showFirst', { count: calibrationTopicsShown })
            : t('progressCalibration.topics.showAll', { count: total })}
        </Button>
      )}
    </>
  )
}
