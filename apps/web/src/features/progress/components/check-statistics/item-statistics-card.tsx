import type { CheckItemStatistics, CheckStatistics } from '@lernraster/shared'
import { Group, Paper, Progress, Stack, Table, Text } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

type Props = { item: CheckItemStatistics; statistics: CheckStatistics }

/** A share as a bar with its number beside it; the bar alone never carries the meaning. */
function ShareBar({ value, label, color }: { value: number; label: string; color: string }) {
  return (
    <Progress.Root size="lg" aria-label={label} style={{ flex: 1 }}>
      <Progress.Section value={value} color={color} aria-label={label} />
    </Progress.Root>
  )
}

/** Each option of a choice item with the share of attempts that chose it; the right ones marked. */
function OptionShares({ item }: { item: CheckItemStatistics }) {
  const { t } = useTranslation()
  const percent = (value: number) => t('checkStatistics.percent', { value })
  return (
    <Table verticalSpacing={4} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('checkStatistics.items.options')}</Table.Th>
          <Table.Th w="50%">{t('checkStatistics.items.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.options.map((option) => (
          <Table.Tr key={option.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{option.text}</Text>
                {option.correct && (
                  <Group gap={2} wrap="nowrap">
                    <IconCheck size={14} color="var(--mantine-color-green-9)" aria-hidden />
                    <Text size="xs" fw={700}>
                      {t('checkStatistics.items.correct')}
                    </Text>
                  </Group>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <ShareBar
                  value={option.percent}
                  color={option.correct ? 'green' : 'gray'}
                  label={t('checkStatistics.items.optionLabel', {
                    option: option.text,
                    percent: percent(option.percent),
                  })}
                />
                <Text size="sm" w={80} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('checkStatistics.items.chosen', {
                    percent: percent(option.percent),
                    count: option.chosen,
                  })}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** The most frequent wrong typed answers, as typed. */
function WrongAnswers({ item }: { item: CheckItemStatistics }) {
  const { t } = useTranslation()
  const percent = (value: number) => t('checkStatistics.percent', { value })
  if (item.wrong_answers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('checkStatistics.items.noWrongAnswers')}
      </Text>
    )
  return (
    <Table verticalSpacing={4} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('checkStatistics.items.wrongAnswers')}</Table.Th>
          <Table.Th ta="right" w={160}>
            {t('checkStatistics.items.frequency')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.wrong_answers.map((answer) => (
          <Table.Tr key={answer.value}>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {answer.value}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <Text size="sm">
                {t('checkStatistics.items.wrongAnswer', {
                  count: answer.count,
                  percent: percent(answer.percent),
                })}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** One item: its share right as a bar, the latest attempts beside it, and its answers. */
export function ItemStatisticsCard({ item, statistics }: Props) {
  const { t } = useTranslation()
  const percent = (value: number) => t('checkStatistics.percent', { value })
  const choice = item.kind === 'single' || item.kind === 'multiple'
  const typed = item.kind === 'number' || item.kind === 'text'
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`check-item-${item.id}`}>
      <Stack gap="xs">
        <Text fw={700} id={`check-item-${item.id}`}>
          {t('checkStatistics.items.heading', {
            number: item.position,
            kind: t(`checkStatistics.kinds.${item.kind}`),
          })}
        </Text>
        <Text size="sm" lineClamp={3} title={item.prompt}>
          {item.prompt}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ShareBar
            value={item.right_percent}
            color="blue"
            label={t('checkStatistics.items.rightLabel', {
              number: item.position,
              percent: percent(item.right_percent),
            })}
          />
          <Text fw={700} w={56} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {percent(item.right_percent)}
          </Text>
        </Group>
        <Text size="sm">
          {t('checkStatistics.items.right', {
            right: item.right,
            attempts: statistics.attempts,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('checkStatistics.items.latest', {
            percent: percent(item.latest_right_percent),
            right: item.latest_right,
            students: statistics.students,
          })}
        </Text>
        {item.unanswered > 0 && (
          <Text size="sm" c="dimmed">
            {t('checkStatistics.items.unanswered', { count: item.unanswered })}
          </Text>
        )}
        {choice && <OptionShares item={item} />}
        {typed && <WrongAnswers item={item} />}
        {item.kind === 'order' && (
          <Text size="sm" c="dimmed">
            {t('checkStatistics.items.order')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
