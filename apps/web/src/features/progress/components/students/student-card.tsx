import type { NextStepOf } from '@lernraster/shared'
import { Badge, Card, Group, Title } from '@mantine/core'
import { type CSSProperties, memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudentCard as Card_, StudentTile as Tile } from '../../model/student-cards'
import { formatGrade } from '../../model/student-format'
import { studentName } from '../../model/student-list'
import type { TopicPlace } from '../../model/topic-places'
import { GapLine } from './gap-line'
import { NextStepLine } from './next-step-line'
import { StudentTile } from './student-tile'
import { TooFastLine } from './too-fast-line'

type Props = {
  card: Card_
  onOpenTile: (card: Card_, tile: Tile) => void
  /** The student's next step (issue 19); undefined while it loads. */
  nextStep: NextStepOf | null | undefined
  places: ReadonlyMap<number, TopicPlace>
  /** Left out for an archived class's run: its next steps can no longer be pinned (issue 36). */
  onPin?: (card: Card_) => void
}

/**
 * A student's card (docs/product/progress.md "Student progress screen"): first and last name, 'Ziel: {goal}',
 * and their mini grid of topics. Memoised: a keystroke in the search re-renders only the cards that change,
 * not 30 x 36 tiles.
 */
export const StudentCard = memo(function StudentCard({ card, onOpenTile, nextStep, places, onPin }: Props) {
  const { t, i18n } = useTranslation()
  const name = studentName(card.student)
  const columns = card.tiles[0]?.length ?? 0
  const gridStyle = { '--grid-columns': columns } as CSSProperties
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('progressStudents.card.label', { name })}
      data-student={card.student.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Title order={2} size="h5" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {card.student.firstname} {card.student.lastname}
        </Title>
        <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0, textTransform: 'none' }}>
          {t('progressShared.goal', { goal: formatGrade(card.student.goal, i18n.language) })}
        </Badge>
      </Group>
      <NextStepLine name={name} nextStep={nextStep} places={places} onPin={onPin && (() => onPin(card))} />
      <GapLine card={card} />
      <TooFastLine card={card} />
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form inputs; these tiles are a named group of topics */}
      <div
        className="student-grid"
        style={gridStyle}
        role="group"
        aria-label={t('progressStudents.card.grid', { name, columns, rows: card.tiles.length })}
      >
        {card.tiles.flat().map((tile) => (
          <StudentTile
            key={`${tile.column}.${tile.row}`}
            tile={tile}
            studentName={name}
            onOpen={(opened) => onOpenTile(card, opened)}
          />
        ))}
      </div>
    </Card>
  )
})
