import { truncation } from '@lernraster/shared'
import { Text, Tooltip } from '@mantine/core'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { truncateText } from '../../../../lib/truncate'
import { deviationArrow, deviationFill } from '../../model/goal-colour'
import { type StudentTile as Tile, topicNumber } from '../../model/student-cards'
import { useCheckWords } from '../checks/use-check-words'
import { useTileWords } from './use-tile-words'

type Props = {
  tile: Tile
  studentName: string
  onOpen: (tile: Tile) => void
}

/**
 * One topic of a student's mini grid (docs/product/progress.md "Student progress screen"): coloured by the
 * student's own distance from their goal, grey without counted ratings, no colour for an empty cell, and an
 * arrow so colour is never the only signal; too fast adds stripes and ⚡ without changing the side (issue 31).
 * Hover or focus shows the popover; a tile with ratings opens them on click.
 */
export function StudentTile({ tile, studentName, onOpen }: Props) {
  const { t } = useTranslation()
  const words = useTileWords()
  const checkWords = useCheckWords()
  if (tile.topic === null) return <span className="student-tile" data-empty aria-hidden />

  const number = topicNumber(tile)
  // A topic with a check opens too: the teacher may decide over it before any rating (issue 37).
  const opens = (tile.standing?.evaluations.length ?? 0) > 0 || tile.check.state !== 'none'
  const style = { '--tile-fill': deviationFill(tile.deviation) } as CSSProperties
  const names = { number, title: tile.topic.title, side: words.marks(tile), name: studentName }
  // Issue 37: the check's words after the tile's own, so its name still begins as before.
  const check = checkWords.mark(tile.check)
  const withCheck = (label: string) => (check ? `${label}. ${check}` : label)
  // Two marks, two facts (issue 31): the arrow says the side of the goal, ⚡ says too fast.
  const content = (
    <span aria-hidden>
      {deviationArrow(tile.deviation)}
      {tile.tooFast && <span className="student-tile-fast">⚡</span>}
    </span>
  )
  const common = {
    className: 'student-tile',
    style,
    'data-side': tile.deviation.side,
    'data-topic': number,
    'data-too-fast': tile.tooFast || undefined,
    'data-check': tile.check.state === 'none' ? undefined : tile.check.state,
  }
  return (
    <Tooltip label={<TilePopover tile={tile} />} events={{ hover: true, focus: true, touch: true }} withArrow>
      {opens ? (
        <button
          type="button"
          {...common}
          aria-label={withCheck(t('progressStudents.card.tileOpen', names))}
          onClick={() => onOpen(tile)}
        >
          {content}
        </button>
      ) : (
        // Focusable, so keyboard users reach its popover too; there is nothing to open.
        <span
          {...common}
          role="img"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the popover is its content
          tabIndex={0}
          aria-label={withCheck(t('progressStudents.card.tile', names))}
        >
          {content}
        </span>
      )}
    </Tooltip>
  )
}

/** Topic number, title cut to 25, 'Fortschritt' in %, 'Durchschnitt' and the type. */
function TilePopover({ tile }: { tile: Tile }) {
  const { t } = useTranslation()
  const words = useTileWords()
  const checkWords = useCheckWords()
  if (!tile.topic) return null
  const check = checkWords.mark(tile.check)
  const score = checkWords.score(tile.check)
  return (
    <div className="student-popover">
      <Text size="xs" fw={700}>
        {t('progressStudents.popover.number', { number: topicNumber(tile) })}
      </Text>
      <Text size="sm">{truncateText(tile.topic.title, truncation.progressPopoverTitle)}</Text>
      <dl>
        <dt>{t('progressShared.progress')}</dt>
        <dd>{words.percent(tile.standing?.progress ?? 0)}</dd>
        <dt>{t('progressShared.average')}</dt>
        <dd>{words.average(tile.standing?.average ?? null)}</dd>
        <dt>{t('progressShared.type')}</dt>
        <dd>{words.topicType(tile.topic.topic_type)}</dd>
      </dl>
      <Text size="xs" mt={4}>
        {deviationArrow(tile.deviation)} {words.side(tile)}
      </Text>
      {tile.tooFast && <Text size="xs">⚡ {words.tooFastMeaning()}</Text>}
      {check && (
        <Text size="xs" data-check-line>
          {tile.check.state === 'attested' ? '✓ ' : ''}
          {check}
        </Text>
      )}
      {score && <Text size="xs">{score}</Text>}
    </div>
  )
}
