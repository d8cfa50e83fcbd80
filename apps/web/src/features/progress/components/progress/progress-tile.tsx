import { type ProgressStudent, type ProgressTopic, truncation } from '@lernraster/shared'
import { Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconArrowsDiff, IconHandStop } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { TopicTypeIcon } from '../../../../components/topic-type/topic-type-icon'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import { useHyphenated } from '../../../../lib/hyphenate'
import { truncateText } from '../../../../lib/truncate'
import { attestedCount } from '../../model/check-marks'
import { cellName } from '../../model/progress-grid'
import { barHeight, type TileSummary, tileSummary } from '../../model/progress-grid-tile'
import { formatStudentAverage } from '../../model/student-format'
import { topicGapCounts } from '../../model/topic-judgment'
import { useOpenHelpCount } from './help-counts'
import { useTeacherGrades } from './teacher-grades'
import { useHoverIntent } from './use-hover-intent'

type Props = {
  column: number
  row: number
  topic: ProgressTopic
  students: readonly ProgressStudent[]
  onOpen: () => void
  /** The pointer rests on the tile or it has the focus: the dialog's data may be fetched ahead. */
  onIntent?: () => void
}

/**
 * A topic of the progress grid (docs/product/progress.md "Progress screen"): type icon and title, a bar per
 * learner coloured by their distance from their own goal, and the counts that say the same without colour (↗
 * 9 ↘ 4). The tooltip gives average, progress and type; a topic with ratings opens the topic stats dialog.
 */
export function ProgressTile({ column, row, topic, students, onOpen, onIntent }: Props) {
  const { t } = useTranslation()
  const texts = useTileTexts(column, row, topic)
  const summary = tileSummary(topic, students)
  const helpCount = useOpenHelpCount(topic.id)
  const gaps = topicGapCounts(
    topic,
    students.map((student) => student.id),
    useTeacherGrades(),
  )
  const gapText = gaps.higher + gaps.lower > 0 ? t('studentSupport.gap.tile', gaps) : null
  const helpText = helpCount > 0 ? t('studentSupport.help.tileCount', { count: helpCount }) : null
  // Issue 37: how many of the class the topic's check attests, the third mark beside the two ratings.
  const checks = attestedCount(topic, students)
  const checkText =
    checks === null ? null : t('progressChecks.tile.count', { count: checks, total: students.length })
  const extras = [gapText, helpText, checkText].filter(Boolean).join(', ')
  // Soft hyphens in the visible title only (decision 024); the tile's label says the plain title.
  const shownTitle = useHyphenated(truncateText(topic.title, truncation.viewerTopicTitle))
  const intent = useHoverIntent(onIntent)

  const body = (
    <>
      <span className="progress-tile-title">
        <span className="progress-tile-icon" title={texts.type}>
          <TopicTypeIcon icon={topic.topic_type.icon} size={16} />
        </span>
        <span className="progress-tile-title-text">{shownTitle}</span>
      </span>
      <span className="progress-bars">
        {summary.bars.map((bar) => (
          <span
            key={bar.studentId}
            className="progress-bar"
            data-too-fast={bar.tooFast || undefined}
            style={{ height: `${barHeight(bar)}%`, backgroundColor: bar.fill }}
          />
        ))}
      </span>
      <span className="progress-tile-footer">
        <TileCounts summary={summary} />
        {gapText && (
          <span className="progress-tile-gaps" title={gapText} data-gaps={`${gaps.higher}/${gaps.lower}`}>
            <IconArrowsDiff size={14} aria-hidden />
            {gaps.higher > 0 && ` ↑${gaps.higher}`}
            {gaps.lower > 0 && ` ↓${gaps.lower}`}
          </span>
        )}
        {checkText && (
          <span className="progress-tile-checks" title={checkText} data-checks={checks}>
            <span aria-hidden>✓</span> {checks}
          </span>
        )}
        {helpText && (
          <span className="progress-tile-help" title={helpText} data-help-count={helpCount}>
            <IconHandStop size={14} aria-hidden /> {helpCount}
          </span>
        )}
        {texts.counted && <span className="progress-tile-average">Ø {texts.average}</span>}
      </span>
    </>
  )
  const tooltip = (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {cellName(column, row)} {topic.title}
      </Text>
      {summary.clickable ? (
        <>
          <Text size="sm">{t('progressStats.tile.average', { value: texts.average })}</Text>
          <Text size="sm">{t('progressStats.tile.progress', { value: texts.progress })}</Text>
        </>
      ) : (
        <Text size="sm">{t('progressStats.tile.noRatings')}</Text>
      )}
      <Text size="sm">{t('progressStats.tile.type', { value: texts.type })}</Text>
      {gapText && <Text size="sm">{gapText}</Text>}
      {helpText && <Text size="sm">{helpText}</Text>}
      {checkText && <Text size="sm">{checkText}</Text>}
    </Stack>
  )

  return (
    <Tooltip
      label={tooltip}
      multiline
      maw={300}
      openDelay={150}
      events={{ hover: true, focus: true, touch: false }}
    >
      {summary.clickable ? (
        <button
          type="button"
          className="progress-tile"
          aria-label={extras ? `${texts.label(summary)}, ${extras}` : texts.label(summary)}
          aria-haspopup="dialog"
          onClick={onOpen}
          {...intent}
        >
          {body}
        </button>
      ) : topic.questions.length > 0 ? (
        // Issue 19: the teacher may rate before the class has: the tile opens the rating tab.
        <button
          type="button"
          className="progress-tile"
          data-unrated
          aria-label={`${extras ? `${texts.unrated}, ${extras}` : texts.unrated}. ${t('progressStats.tile.rateUnrated')}`}
          aria-haspopup="dialog"
          onClick={onOpen}
          {...intent}
        >
          {body}
        </button>
      ) : (
        <div className="progress-tile" data-unrated>
          <VisuallyHidden>{extras ? `${texts.unrated}, ${extras}` : texts.unrated}</VisuallyHidden>
          <span aria-hidden style={{ display: 'contents' }}>
            {body}
          </span>
        </div>
      )}
    </Tooltip>
  )
}

/** ↗ 9 ↘ 4 (and the too-fast count where there is one); the tile's label says it in words. */
function TileCounts({ summary }: { summary: TileSummary }) {
  const { t } = useTranslation()
  return (
    <span className="progress-tile-counts" aria-hidden>
      <span title={t('progressStats.tile.countsAbove')}>↗ {summary.above}</span>
      <span title={t('progressStats.tile.countsBelow')}>↘ {summary.below}</span>
      {summary.tooFast > 0 && <span title={t('progressStats.tile.countsTooFast')}>⚡ {summary.tooFast}</span>}
    </span>
  )
}

/** The tile's words: type, the class's average and progress, and its full text alternative. */
function useTileTexts(column: number, row: number, topic: ProgressTopic) {
  const { t, i18n } = useTranslation()
  const type = useTopicTypeTitle()(topic.topic_type)
  const cell = cellName(column, row)
  const counted = formatStudentAverage(topic.stats.avg, i18n.language)
  const average = counted ?? t('progressStats.noValue')
  const progress = t('progressStats.percent', { value: topic.stats.progress })
  return {
    type,
    counted: counted !== null,
    average,
    progress,
    unrated: t('progressStats.tile.unrated', { cell, title: topic.title }),
    label: (summary: TileSummary) => {
      const base = t('progressStats.tile.label', {
        cell,
        title: topic.title,
        average,
        progress,
        above: summary.above,
        below: summary.below,
      })
      if (summary.tooFast === 0) return base
      return `${base}, ${t('progressStats.tile.labelTooFast', { count: summary.tooFast })}`
    },
  }
}
