import type { Group as SchoolClass } from '@lernraster/shared'
import { TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCreateGroupMutation } from '../../api/activate-lookups'
import { type CreateShown, checkNewClassName, createFailure } from '../../model/activate-lookups'
import { createOnEnter, InlineCreateFrame } from './inline-create-frame'
import { useShownProblem } from './use-shown-problem'

type Props = { onCreated: (group: SchoolClass) => void; onCancel: () => void }

/**
 * A class created on the spot in the activate dialog (issue 12: "chosen or created on the spot"):
 * only its name, as the classes screen asks. Inside the dialog's form, so Enter creates the class
 * here instead of sending the activation.
 */
export function NewGroupForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation()
  const shownProblem = useShownProblem()
  const create = useCreateGroupMutation()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<CreateShown | undefined>()
  const input = useRef<HTMLInputElement>(null)
  // Opened by the teacher's click: the cursor goes straight into the name.
  useEffect(() => input.current?.focus(), [])

  const show = (shown: CreateShown | undefined) => {
    setProblem(shown)
    input.current?.focus()
  }

  function submit() {
    if (create.isPending) return
    const checked = checkNewClassName(name)
    if (!checked.ok) return show({ key: checked.problem })
    setProblem(undefined)
    create.mutate(
      { name: checked.value },
      { onSuccess: onCreated, onError: (error) => show(createFailure(error, ['name']).name) },
    )
  }

  const onKeyDown = createOnEnter(submit)

  return (
    <InlineCreateFrame
      label={t('moduleActive.activate.newGroup')}
      kind="group"
      createLabel={t('moduleActive.activate.createGroup')}
      busy={create.isPending}
      onCreate={submit}
      onCancel={onCancel}
    >
      <TextInput
        ref={input}
        label={t('moduleActive.activate.newGroupName')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value)
          setProblem(undefined)
        }}
        onKeyDown={onKeyDown}
        error={shownProblem.create(problem)}
        autoComplete="off"
      />
    </InlineCreateFrame>
  )
}
