import { Group, Text } from '@mantine/core'
import { IconArrowsDiff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { StudentCard } from '../../model/student-cards'
import { topicNumber, topicTiles } from '../../model/student-cards'
import { topicJudgment } from '../../model/topic-judgment'
import { useTeacherGrades } from '../progress/teacher-grades'

/**
 * Issue 19: the card names the topics where the student's self-rating is 2 grades or more from the
 * teacher's, and which way ("1.2 schätzt sich höher ein"); nothing when there are none.
 */
export function GapLine({ card }: { card: StudentCard }) {
  const { t } = useTranslation()
  const teacher = useTeacherGrades()
  const gaps = topicTiles(card).flatMap((tile) => {
    const direction = tile.topic ? topicJudgment(tile.topic, card.student.id, teacher).direction : undefined
    return direction ? [{ cell: topicNumber(tile), direction }] : []
  })
  if (gaps.length === 0) return null
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mb="xs" data-gap-line>
      <IconArrowsDiff size={16} aria-hidden color="var(--mantine-color-indigo-9)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="indigo.9">
        {t('studentSupport.gap.card')}:{' '}
        {gaps
          .map((gap) =>
            t('studentSupport.gap.cardTopic', {
              cell: gap.cell,
              direction: `${gap.direction === 'higher' ? '↑' : '↓'} ${t(`studentSupport.gap.${gap.direction}`)}`,
            }),
          )
          .join(', ')}
      </Text>
    </Group>
  )
}
