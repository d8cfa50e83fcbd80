import type { Topic } from '@lernraster/shared'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { TopicTypeIcon } from '../../../../components/topic-type/topic-type-icon'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import { useHyphenated } from '../../../../lib/hyphenate'
import { truncateText } from '../../../../lib/truncate'
import { cellLabel, type GridCell } from '../../model/grid-model'

type Props = {
  cell: GridCell & { topic: Topic }
  mode: 'edit' | 'view'
  titleMax: number
  onOpen?: () => void
  /** The drag handle, where the topic may be moved. */
  handle?: ReactNode
  dragging?: boolean
  ref?: Ref<HTMLDivElement>
}

/**
 * A topic in its cell: type icon, title (cut to the spec's length, full on hover and for screen
 * readers) and question count. The whole card opens the topic; the handle beside it moves it.
 */
export function TopicCard({ cell, mode, titleMax, onOpen, handle, dragging, ref }: Props) {
  const { t } = useTranslation()
  const typeTitle = useTopicTypeTitle()(cell.topic.topic_type)
  const { topic } = cell
  const questions = t('moduleEditor.grid.questions', { count: topic.questions_count })
  const label = t(mode === 'edit' ? 'moduleEditor.grid.editTopicLabel' : 'moduleEditor.grid.viewTopicLabel', {
    cell: cellLabel(cell),
    title: topic.title,
    type: typeTitle,
    questions,
  })
  return (
    <div
      className="topic-card"
      ref={ref}
      data-dragging={dragging || undefined}
      data-handle={handle ? true : undefined}
    >
      <button
        type="button"
        className="topic-card-main"
        aria-label={label}
        aria-haspopup="dialog"
        title={topic.title}
        onClick={onOpen}
      >
        <span className="topic-card-title">
          <span className="topic-type-icon" title={typeTitle}>
            <TopicTypeIcon icon={topic.topic_type.icon} />
          </span>
          <TopicCardTitle title={topic.title} max={titleMax} />
        </span>
        <span className="topic-card-count">{dragging ? t('moduleEditor.grid.moving') : questions}</span>
      </button>
      {handle}
    </div>
  )
}

/** The card as it follows the pointer while dragged: the same look, nothing to press. */
export function TopicCardGhost({ topic, titleMax }: { topic: Topic; titleMax: number }) {
  const { t } = useTranslation()
  const typeTitle = useTopicTypeTitle()(topic.topic_type)
  return (
    <div className="topic-card topic-card-ghost" aria-hidden>
      <div className="topic-card-main">
        <span className="topic-card-title">
          <span className="topic-type-icon" title={typeTitle}>
            <TopicTypeIcon icon={topic.topic_type.icon} />
          </span>
          <TopicCardTitle title={topic.title} max={titleMax} />
        </span>
        <span className="topic-card-count">
          {t('moduleEditor.grid.questions', { count: topic.questions_count })}
        </span>
      </div>
    </div>
  )
}

/**
 * The visible title: cut to the spec's length, with soft hyphens so a long German word breaks at a
 * syllable in a narrow column (decision 024). The card's aria-label and title carry the plain title.
 */
function TopicCardTitle({ title, max }: { title: string; max: number }) {
  return <span className="topic-card-title-text">{useHyphenated(truncateText(title, max))}</span>
}
