import { Group, Text, VisuallyHidden } from '@mantine/core'
import { IconArrowDownRight, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDeviation, formatGrade, goalStatus } from '../model/goal-status'

type Props = { value: number | null | undefined; goal: number; show?: 'grade' | 'deviation' }

const colorOf = { success: 'teal.9', danger: 'red.8' } as const

/**
 * A grade (or its distance from the goal) in the success style at or above the goal, in the danger
 * style below it, and a dash for 0 or no value (docs/product/subjects-and-classes.md "Grades and goals").
 * Colour is never the only signal: an icon shows it, and screen readers (and a mouse pointer's tooltip) hear
 * it in words.
 */
export function GoalValue({ value, goal, show = 'grade' }: Props) {
  const { t, i18n } = useTranslation()
  const status = goalStatus(value, goal)
  const text =
    show === 'grade' ? formatGrade(value, i18n.language) : formatDeviation(value, goal, i18n.language)

  if (status === 'none' || text === null) {
    return (
      <Text span c="dimmed" title={t('classes.statistics.noValue')}>
        <span aria-hidden>–</span>
        <VisuallyHidden>{t('classes.statistics.noValue')}</VisuallyHidden>
      </Text>
    )
  }
  const words = t(status === 'success' ? 'classes.statistics.atGoal' : 'classes.statistics.belowGoal')
  const Icon = status === 'success' ? IconCheck : IconArrowDownRight
  return (
    <Group gap={4} wrap="nowrap" c={colorOf[status]} fw={600} title={words} data-status={status}>
      <Icon size={16} stroke={2.5} aria-hidden />
      <Text span inherit>
        {text}
      </Text>
      <VisuallyHidden>({words})</VisuallyHidden>
    </Group>
  )
}
