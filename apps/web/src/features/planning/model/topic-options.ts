import type { TopicChoice } from '@lernraster/shared'

export type TopicOption = { value: string; label: string; disabled?: boolean }
export type TopicOptionGroup = { group: string; items: TopicOption[] }

/**
 * The topic list of the plan dialog, grouped by module, each topic named with its block (the same
 * title can stand in two blocks). A topic without questions stays visible but cannot be chosen: the
 * teacher sees why it is not offered instead of wondering where it went.
 */
export function topicOptionsOf(
  choices: TopicChoice[],
  withoutQuestions: (title: string) => string,
): TopicOptionGroup[] {
  return choices
    .filter((choice) => choice.topics.length > 0)
    .map((choice) => ({
      group: choice.module.name,
      items: choice.topics.map((topic) => {
        const title = topic.block ? `${topic.block} · ${topic.title}` : topic.title
        return topic.questions > 0
          ? { value: String(topic.id), label: title }
          : { value: String(topic.id), label: withoutQuestions(title), disabled: true }
      }),
    }))
}
