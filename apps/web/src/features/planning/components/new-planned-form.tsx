import type { PlannedType } from '@lernraster/shared'
import { Alert, Select, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/form-actions'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageLoader } from '../../../components/page-loader'
import { useGroupsLookup, useSubjectsLookup } from '../../../lib/lookups'
import { showSnackbar } from '../../../lib/snackbar'
import { useStorePlannedMutation, useTopicChoicesQuery } from '../api/planned-events'
import { dayOfMoment } from '../model/due-date'
import { checkPlanInput, type PlanField } from '../model/plan-form'
import { topicOptionsOf } from '../model/topic-options'
import { usePlanProblem } from './use-plan-problem'

type Props = { type: PlannedType; onCancel: () => void; onSaved: () => void }

const fields: readonly PlanField[] = ['group_id', 'subject_id', 'topic_id', 'due_at']

/** Klasse, Fach, Thema and the date; the lists come from the teacher's classes, subjects and modules. */
export function NewPlannedForm({ type, onCancel, onSaved }: Props) {
  const { t } = useTranslation()
  const groups = useGroupsLookup(true)
  const subjects = useSubjectsLookup(true)
  const choices = useTopicChoicesQuery(true)
  const store = useStorePlannedMutation()
  const problem = usePlanProblem(fields)
  const [groupId, setGroupId] = useState<string | null>(null)
  const [subjectId, setSubjectId] = useState<string | null>(null)
  const [topicId, setTopicId] = useState<string | null>(null)
  const [day, setDay] = useState('')
  const refs = {
    group_id: useRef<HTMLInputElement>(null),
    subject_id: useRef<HTMLInputElement>(null),
    topic_id: useRef<HTMLInputElement>(null),
    due_at: useRef<HTMLInputElement>(null),
  }
  // The whole list decides whether the teacher has anything to plan on; the offered part follows the
  // chosen class and subject (their running modules, issue 38).
  const allTopics = useMemo(
    () => topicOptionsOf(choices.data ?? [], (title) => t('planning.form.withoutQuestions', { title })),
    [choices.data, t],
  )
  const topics = useMemo(
    () =>
      topicOptionsOf(choices.data ?? [], (title) => t('planning.form.withoutQuestions', { title }), {
        groupId,
        subjectId,
      }),
    [choices.data, t, groupId, subjectId],
  )

  if (groups.isPending || subjects.isPending || choices.isPending) return <PageLoader />
  if (groups.isError || subjects.isError || choices.isError) {
    const failed = groups.isError ? groups : subjects.isError ? subjects : choices
    return <LoadErrorAlert message={t('planning.form.choicesError')} query={failed} />
  }
  const missing =
    groups.data.length === 0
      ? t('planning.form.noGroups')
      : subjects.data.length === 0
        ? t('planning.form.noSubjects')
        : allTopics.groups.length === 0
          ? t('planning.form.noTopics')
          : null

  function showOn(field: PlanField | null, text: string) {
    problem.show({ field, text })
    if (field) refs[field].current?.focus()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkPlanInput(type, { groupId, subjectId, topicId, day }, new Date())
    if (!checked.ok) return showOn(checked.field, t(`planning.messages.${checked.problem}`))
    problem.clear()
    store.mutate(
      { type, ...checked.value },
      {
        onSuccess: () => {
          showSnackbar(t(`planning.created.${type}`))
          onSaved()
        },
        onError: (error) => {
          const shown = problem.showServer(error)
          if (shown.field) refs[shown.field].current?.focus()
        },
      },
    )
  }

  const change = (set: (value: string | null) => void) => (value: string | null) => {
    set(value)
    problem.clear()
  }
  /** Another class or subject: a chosen topic the new list no longer offers is let go. */
  const changeScope = (set: (value: string | null) => void, next: (value: string | null) => string[]) =>
    change((value) => {
      set(value)
      if (topicId !== null && !next(value).includes(topicId)) setTopicId(null)
    })
  const offeredIds = (scope: { groupId: string | null; subjectId: string | null }) =>
    topicOptionsOf(choices.data, () => '', scope).groups.flatMap((group) =>
      group.items.map((item) => item.value),
    )
  const topicHelp = t(`planning.form.topicHelp.${topics.scope}`, {
    group: groups.data.find((group) => String(group.id) === groupId)?.name ?? '',
    subject: subjects.data.find((subject) => String(subject.id) === subjectId)?.title ?? '',
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {(missing || (problem.problem && !problem.problem.field)) && (
          <Alert
            role="alert"
            variant="light"
            color={missing ? 'blue' : 'red'}
            icon={<IconAlertCircle aria-hidden />}
          >
            {missing ?? problem.problem?.text}
          </Alert>
        )}
        <Select
          ref={refs.group_id}
          data-autofocus
          label={t('planning.form.group')}
          data={groups.data.map((group) => ({ value: String(group.id), label: group.name }))}
          value={groupId}
          onChange={changeScope(setGroupId, (value) => offeredIds({ groupId: value, subjectId }))}
          error={problem.on('group_id')}
          searchable
          required
        />
        <Select
          ref={refs.subject_id}
          label={t('planning.form.subject')}
          data={subjects.data.map((subject) => ({ value: String(subject.id), label: subject.title }))}
          value={subjectId}
          onChange={changeScope(setSubjectId, (value) => offeredIds({ groupId, subjectId: value }))}
          error={problem.on('subject_id')}
          searchable
          required
        />
        <Select
          ref={refs.topic_id}
          label={t('planning.form.topic')}
          description={topicHelp}
          placeholder={t('planning.form.topicPlaceholder')}
          data={topics.groups}
          value={topicId}
          onChange={change(setTopicId)}
          error={problem.on('topic_id')}
          searchable
          required
          maxDropdownHeight={320}
        />
        <TextInput
          ref={refs.due_at}
          type="date"
          label={t(type === 'exam' ? 'planning.form.examDate' : 'planning.form.homeworkDate')}
          min={type === 'homework' ? dayOfMoment(new Date()) : undefined}
          value={day}
          onChange={(event) => {
            setDay(event.currentTarget.value)
            problem.clear()
          }}
          error={problem.on('due_at')}
          required
          w={200}
        />
        <FormActions onCancel={onCancel} saving={store.isPending} />
      </Stack>
    </form>
  )
}
