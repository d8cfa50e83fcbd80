import { tooFastMinutes } from '@lernraster/shared'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type StudentCard, topicNumber, topicTiles } from '../../model/student-cards'

/**
 * Issue 31: the card names the topics a student rated too fast, with the threshold, beside (not
 * instead of) the tiles' side of the goal: "⚡ Zu schnell bewertet (im Mittel unter 2 Minuten je
 * Frage): 1.1, 1.2". Nothing when there are none.
 */
export function TooFastLine({ card }: { card: StudentCard }) {
  const { t } = useTranslation()
  const topics = topicTiles(card)
    .filter((tile) => tile.tooFast)
    .map(topicNumber)
  if (topics.length === 0) return null
  return (
    <Text size="sm" mb="xs" data-too-fast-line>
      <span aria-hidden>⚡ </span>
      {t('progressStudents.tooFast.card', { minutes: tooFastMinutes })}: {topics.join(', ')}
    </Text>
  )
}
