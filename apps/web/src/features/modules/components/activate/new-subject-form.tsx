import type { Subject } from '@lernraster/shared'
import { Group, TextInput } from '@mantine/core'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCreateSubjectMutation } from '../../api/activate-lookups'
import {
  type CreateShown,
  checkNewSubject,
  createFailure,
  type SubjectField,
} from '../../model/activate-lookups'
import { createOnEnter, InlineCreateFrame } from './inline-create-frame'
import { useShownProblem } from './use-shown-problem'

type Props = { onCreated: (subject: Subject) => void; onCancel: () => void }

/** A subject created on the spot in the activate dialog: its name and short code, as the subjects screen asks. */
export function NewSubjectForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation()
  const shownProblem = useShownProblem()
  const create = useCreateSubjectMutation()
  const [values, setValues] = useState<Record<SubjectField, string>>({ title: '', token: '' })
  const [problems, setProblems] = useState<Partial<Record<SubjectField, CreateShown>>>({})
  const inputs = { title: useRef<HTMLInputElement>(null), token: useRef<HTMLInputElement>(null) }
  // Opened by the teacher's click: the cursor goes straight into the name.
  useEffect(() => inputs.title.current?.focus(), [inputs.title])

  const show = (found: Partial<Record<SubjectField, CreateShown>>) => {
    setProblems(found)
    const first = found.title ? 'title' : found.token ? 'token' : null
    if (first) inputs[first].current?.focus()
  }

  function submit() {
    if (create.isPending) return
    const checked = checkNewSubject(values)
    if (!checked.ok) return show({ [checked.field]: { key: checked.problem } })
    setProblems({})
    create.mutate(checked.value, {
      onSuccess: onCreated,
      onError: (error) => show(createFailure(error, ['title', 'token'])),
    })
  }

  const onKeyDown = createOnEnter(submit)

  const field = (name: SubjectField) => ({
    ref: inputs[name],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
      setProblems((current) => ({ ...current, [name]: undefined }))
    },
    onKeyDown,
    error: shownProblem.create(problems[name]),
    autoComplete: 'off',
  })

  return (
    <InlineCreateFrame
      label={t('moduleActive.activate.newSubject')}
      kind="subject"
      createLabel={t('moduleActive.activate.createSubject')}
      busy={create.isPending}
      onCreate={submit}
      onCancel={onCancel}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('moduleActive.activate.newSubjectTitle')}
          style={{ flex: 2 }}
          {...field('title')}
        />
        <TextInput
          label={t('moduleActive.activate.newSubjectToken')}
          style={{ flex: 1 }}
          {...field('token')}
        />
      </Group>
    </InlineCreateFrame>
  )
}
