import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import type { TFunction } from 'i18next'
import { cellLabel, findTopicCell, type GridModel, moveTopic } from '../../model/grid-model'
import { parseCellId, parseTopicDragId } from '../../model/keyboard-moves'

/**
 * What screen readers hear while a topic is dragged, in the teacher's language. The grid is read
 * when the words are needed, so the texts name the cells as they are at that moment.
 */
export function dragAnnouncements(currentModel: () => GridModel, t: TFunction): Announcements {
  const describe = (activeId: string | number) => {
    const model = currentModel()
    const topicId = parseTopicDragId(activeId)
    const from = topicId === null ? null : findTopicCell(model, topicId)
    return from?.topic ? { model, topicId: from.topic.id, title: from.topic.title, from } : null
  }

  return {
    onDragStart({ active }) {
      const dragged = describe(active.id)
      return dragged ? t('moduleEditor.drag.start', { title: dragged.title }) : undefined
    },
    onDragOver({ active, over }) {
      const dragged = describe(active.id)
      if (!dragged) return undefined
      const to = over ? parseCellId(over.id) : null
      if (!to) return t('moduleEditor.drag.overNothing', { title: dragged.title })
      const cell = cellLabel(to)
      const command = moveTopic(dragged.model, dragged.topicId, to)
      if (command.ok && command.swapWith) {
        return t('moduleEditor.drag.overSwap', { title: dragged.title, cell, other: command.swapWith.title })
      }
      if (command.ok) return t('moduleEditor.drag.over', { title: dragged.title, cell })
      if (command.reason === 'sameCell') return t('moduleEditor.drag.overOwn', { title: dragged.title, cell })
      if (command.reason === 'noBlock')
        return t('moduleEditor.drag.overNoBlock', { title: dragged.title, cell })
      return t('moduleEditor.drag.over', { title: dragged.title, cell })
    },
    onDragEnd({ active, over }) {
      const dragged = describe(active.id)
      if (!dragged) return undefined
      const to = over ? parseCellId(over.id) : null
      const command = to ? moveTopic(dragged.model, dragged.topicId, to) : null
      if (command?.ok && command.swapWith) {
        return t('moduleEditor.drag.swapped', { title: dragged.title, other: command.swapWith.title })
      }
      if (command?.ok)
        return t('moduleEditor.drag.moved', { title: dragged.title, cell: cellLabel(command.to) })
      return t('moduleEditor.drag.notMoved', { title: dragged.title, cell: cellLabel(dragged.from) })
    },
    onDragCancel({ active }) {
      const dragged = describe(active.id)
      return dragged
        ? t('moduleEditor.drag.cancelled', { title: dragged.title, cell: cellLabel(dragged.from) })
        : undefined
    },
  }
}

export function dragInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('moduleEditor.drag.instructions') }
}
