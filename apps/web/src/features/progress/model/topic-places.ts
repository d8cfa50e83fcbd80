import type { ModuleWithEvaluations } from '@lernraster/shared'
import { cellName } from './progress-grid'

/** A topic as the next step names it: 'column.row' and its title. */
export type TopicPlace = { id: number; cell: string; title: string; questions: number }

/**
 * The module's topics in the grid's order (block, then row), each with its cell: the next step's
 * words on the student cards and the choice of topics to pin (issue 19).
 */
export function topicPlaces(module: Pick<ModuleWithEvaluations, 'blocks'>): TopicPlace[] {
  return module.blocks
    .toSorted((a, b) => a.order - b.order)
    .flatMap((block) =>
      block.topics
        .toSorted((a, b) => a.order - b.order || a.id - b.id)
        .map((topic) => ({
          id: topic.id,
          cell: cellName(block.order, topic.order),
          title: topic.title,
          questions: topic.questions.length,
        })),
    )
}

/** The topics a teacher can pin: those with something to do (a topic without questions has nothing). */
export const pinnableTopics = (places: readonly TopicPlace[]) => places.filter((place) => place.questions > 0)
