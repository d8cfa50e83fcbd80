import type { Topic } from '@lernraster/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStoreTopicMutation, useUpdateTopicMutation } from '../../api/grid-mutations'
import {
  type QuestionDraft,
  type TopicDraft,
  topicDraft,
  withoutQuestion,
  withQuestionAdded,
  withQuestionMoved,
} from '../../model/topic-form'
import { saveFailure, topicStoreBody, topicUpdateBody } from '../../model/topic-form-body'
import {
  checkTopic,
  type FieldId,
  firstBrokenField,
  type Problems,
  type QuestionField,
  questionFieldId,
} from '../../model/topic-form-check'
import type { Shown } from '../../model/topic-form-messages'

type Args = {
  moduleId: number
  blockId: number
  /** The cell's row: the topic's order. */
  row: number
  topic?: Topic
  onSaved: () => void
}

// Which message a change answers: typing into a field takes its message away.
const fieldOfChange: Record<keyof QuestionDraft, QuestionField | null> = {
  key: null,
  id: null,
  title: 'title',
  description: 'description',
  linkKind: 'link',
  webLink: 'link',
  linkFile: 'link',
  solutionType: 'solution',
  solutionText: 'solution',
  solutionLink: 'solution',
  solutionFile: 'solution',
  sourceQuestion: 'source_question',
  sourceSolution: 'source_solution',
}

/** The topic dialog's state: the draft, its messages, the cursor on the first broken field, saving. */
export function useTopicForm({ moduleId, blockId, row, topic, onSaved }: Args) {
  const [draft, setDraft] = useState<TopicDraft>(() => topicDraft(topic))
  const [problems, setProblems] = useState<Problems>({})
  const [general, setGeneral] = useState<Shown | null>(null)
  const [focusTarget, setFocusTarget] = useState<{ field: FieldId } | null>(null)
  const [uploads, setUploads] = useState(0)
  const fields = useRef(new Map<FieldId, HTMLElement>())
  const store = useStoreTopicMutation(moduleId)
  const update = useUpdateTopicMutation(moduleId)
  const saving = store.isPending || update.isPending

  // After the render that shows the message, so that a screen reader reads it with the field.
  useEffect(() => {
    if (focusTarget) fields.current.get(focusTarget.field)?.focus()
  }, [focusTarget])

  const register = (field: FieldId) => (element: HTMLElement | null) => {
    if (element) fields.current.set(field, element)
    else fields.current.delete(field)
  }
  // A new object each time: the same field failing twice still gets the cursor back.
  const focus = (field: FieldId | undefined) => field && setFocusTarget({ field })

  const clear = (names: FieldId[]) =>
    setProblems((current) => {
      if (!names.some((name) => current[name])) return current
      const next = { ...current }
      for (const name of names) delete next[name]
      return next
    })

  function setTopic(patch: Partial<Omit<TopicDraft, 'questions'>>) {
    setDraft((current) => ({ ...current, ...patch }))
    clear(Object.keys(patch).map((name) => (name === 'topicTypeId' ? 'topic_type_id' : name) as FieldId))
  }

  function updateQuestion(key: string, patch: Partial<QuestionDraft>) {
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question) =>
        question.key === key ? { ...question, ...patch } : question,
      ),
    }))
    const changed = Object.keys(patch).flatMap((name) => fieldOfChange[name as keyof QuestionDraft] ?? [])
    // A title typed answers "at least one question with a title" as well.
    clear([
      ...changed.map((field) => questionFieldId(key, field)),
      ...(patch.title ? ['questions' as const] : []),
    ])
  }

  function addQuestion() {
    const questions = withQuestionAdded(draft.questions)
    setDraft({ ...draft, questions })
    focus(questions.at(-1) && questionFieldId((questions.at(-1) as QuestionDraft).key, 'title'))
  }

  function moveQuestion(index: number, step: -1 | 1) {
    setDraft({ ...draft, questions: withQuestionMoved(draft.questions, index, step) })
  }

  /** The row goes; the cursor moves to the next row's title (or the one before), not to the page. */
  function removeQuestion(key: string) {
    const index = draft.questions.findIndex((question) => question.key === key)
    const questions = withoutQuestion(draft.questions, key)
    setDraft({ ...draft, questions })
    const neighbour = questions[Math.min(index, questions.length - 1)]
    if (neighbour) focus(questionFieldId(neighbour.key, 'title'))
  }

  const trackUpload = useCallback((running: boolean) => setUploads((count) => count + (running ? 1 : -1)), [])

  function show(found: Problems) {
    setProblems(found)
    focus(firstBrokenField(draft, found))
  }

  function submit() {
    // Uploads still on their way would be lost: Speichern waits for them (the button shows it).
    if (saving || uploads > 0) return
    setGeneral(null)
    const found = checkTopic(draft)
    if (Object.keys(found).length > 0) return show(found)
    const { body, rowKeys } = topic
      ? topicUpdateBody(draft, topic.id, row)
      : topicStoreBody(draft, blockId, row)
    const callbacks = {
      // The grid has reloaded by now (useModuleRefresh): the dialog closes onto the new cell.
      onSuccess: onSaved,
      onError: (error: unknown) => {
        const failure = saveFailure(error, rowKeys)
        setGeneral(failure.general ?? null)
        show(failure.problems)
      },
    }
    if ('id' in body) update.mutate(body, callbacks)
    else store.mutate(body, callbacks)
  }

  return {
    draft,
    problems,
    general,
    saving,
    uploading: uploads > 0,
    register,
    setTopic,
    updateQuestion,
    addQuestion,
    moveQuestion,
    removeQuestion,
    trackUpload,
    submit,
  }
}

export type TopicFormState = ReturnType<typeof useTopicForm>
