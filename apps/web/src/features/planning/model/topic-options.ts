import type { TopicChoice } from '@lernraster/shared'

export type TopicOption = { value: string; label: string; disabled?: boolean }
export type TopicOptionGroup = { group: string; items: TopicOption[] }

/**
 * Which modules the topic list offers: those running in the chosen class and subject; every module the
 * teacher may use while class or subject is still open, or when nothing runs there (homework on a module
 * not activated in the class is allowed, docs/product/runs.md "Homework and exams").
 */
export type TopicScope = 'running' | 'noneRunning' | 'chooseFirst'

/**
 * The topic list of the plan dialog, grouped by module (the group's label names it), each topic named
 * with its block (the same title can stand in two blocks). A topic without questions stays visible but
 * cannot be chosen: the teacher sees why it is not offered instead of wondering where it went. With a
 * class and a subject chosen, only the modules running there (issue 38: Mathematik offered Deutsch
 * topics first).
 */
export function topicOptionsOf(
  choices: TopicChoice[],
  withoutQuestions: (title: string) => string,
  chosen: { groupId: string | null; subjectId: string | null } = { groupId: null, subjectId: null },
): { groups: TopicOptionGroup[]; scope: TopicScope } {
  const usable = choices.filter((choice) => choice.topics.length > 0)
  const { groupId, subjectId } = chosen
  const running =
    groupId === null || subjectId === null
      ? []
      : usable.filter((choice) =>
          choice.runs.some((run) => String(run.group_id) === groupId && String(run.subject_id) === subjectId),
        )
  const scope: TopicScope =
    groupId === null || subjectId === null ? 'chooseFirst' : running.length > 0 ? 'running' : 'noneRunning'
  // Nothing runs in the class for that subject: the modules running for the subject in other classes
  // come first, so Mathematik does not open on Deutsch topics here either.
  const forSubject = (choice: TopicChoice) => choice.runs.some((run) => String(run.subject_id) === subjectId)
  const shown =
    scope === 'running'
      ? running
      : scope === 'noneRunning'
        ? [...usable.filter(forSubject), ...usable.filter((choice) => !forSubject(choice))]
        : usable
  return {
    scope,
    groups: shown.map((choice) => ({
      group: choice.module.name,
      items: choice.topics.map((topic) => {
        const title = topic.block ? `${topic.block} · ${topic.title}` : topic.title
        return topic.questions > 0
          ? { value: String(topic.id), label: title }
          : { value: String(topic.id), label: withoutQuestions(title), disabled: true }
      }),
    })),
  }
}
