import { type Block, moduleLimits, textProblem } from '@lernraster/shared'
import { Alert, Stack, Textarea, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../../components/form-actions'
import { isApiError } from '../../../../lib/api-error'
import { useStoreBlockMutation, useUpdateBlockMutation } from '../../api/grid-mutations'
import { failureText, type Shown, shownMessage, shownServerText } from '../../model/topic-form-messages'
import { useShownText } from './use-shown-text'

type Props = {
  moduleId: number
  column: number
  block?: Block
  onCancel: () => void
  onSaved: (block: Block) => void
  onRemove: () => void
  onBusyChange: (busy: boolean) => void
}

type Field = 'name' | 'description'

/**
 * Name (required, docs/product/modules.md "Blocks") and description of a block; Enter saves, Shift+Enter
 * starts a new line.
 */
export function BlockForm({ moduleId, column, block, onCancel, onSaved, onRemove, onBusyChange }: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const store = useStoreBlockMutation(moduleId)
  const update = useUpdateBlockMutation(moduleId)
  const saving = store.isPending || update.isPending
  const [name, setName] = useState(block?.name ?? '')
  const [description, setDescription] = useState(block?.description ?? '')
  const [problems, setProblems] = useState<Partial<Record<Field, Shown>>>({})
  const [general, setGeneral] = useState<Shown | null>(null)
  const [focusTarget, setFocusTarget] = useState<{ field: Field } | null>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const descriptionInput = useRef<HTMLTextAreaElement>(null)
  useEffect(() => onBusyChange(saving), [saving, onBusyChange])
  // After the render that shows the message, so that a screen reader reads it with the field.
  useEffect(() => {
    if (focusTarget) (focusTarget.field === 'name' ? nameInput : descriptionInput).current?.focus()
  }, [focusTarget])

  function show(found: Partial<Record<Field, Shown>>) {
    setProblems(found)
    const first = (['name', 'description'] as const).find((field) => found[field])
    if (first) setFocusTarget({ field: first })
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (saving) return
    setGeneral(null)
    const value = { name: name.trim(), description: description.trim() }
    const nameProblem = textProblem(value.name, { max: moduleLimits.blockNameMax })
    const descriptionProblem = textProblem(value.description, {
      max: moduleLimits.blockDescriptionMax,
      multiline: true,
    })
    const found: Partial<Record<Field, Shown>> = {}
    if (value.name === '') found.name = shownMessage('blockNameRequired')
    else if (nameProblem === 'tooLong') found.name = shownMessage('blockNameTooLong')
    else if (nameProblem) found.name = { key: 'messages.text.invalidCharacters' }
    if (descriptionProblem) found.description = { key: 'messages.text.invalidCharacters' }
    if (found.name || found.description) return show(found)
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: unknown) => {
        const fromServer: Partial<Record<Field, Shown>> = {}
        for (const field of ['name', 'description'] as const) {
          const message = isApiError(error) ? error.fieldError(field) : undefined
          if (message) fromServer[field] = shownServerText(message)
        }
        if (fromServer.name || fromServer.description) return show(fromServer)
        // A taken column, a column outside the grid, a block deleted meanwhile, no connection.
        const other = isApiError(error) ? Object.values(error.errors)[0]?.[0] : undefined
        setGeneral(other ? shownServerText(other) : failureText(error))
      },
    }
    if (block) update.mutate({ id: block.id, ...value, order: block.order }, callbacks)
    else store.mutate({ ...value, order: column, module_id: moduleId }, callbacks)
  }

  // The Enter key saves, in the description too; Shift+Enter keeps a line break possible.
  function enterSaves(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={nameInput}
          label={t('moduleDialogs.block.name')}
          placeholder={t('moduleDialogs.block.namePlaceholder')}
          withAsterisk
          value={name}
          maxLength={moduleLimits.blockNameMax}
          error={shownText(problems.name)}
          autoComplete="off"
          data-autofocus
          onChange={(event) => {
            setName(event.currentTarget.value)
            setProblems((current) => ({ ...current, name: undefined }))
          }}
        />
        <Textarea
          ref={descriptionInput}
          label={t('moduleDialogs.block.description')}
          description={t('moduleDialogs.block.descriptionHint')}
          placeholder={t('moduleDialogs.block.descriptionPlaceholder')}
          value={description}
          maxLength={moduleLimits.blockDescriptionMax}
          autosize
          minRows={2}
          maxRows={6}
          error={shownText(problems.description)}
          onKeyDown={enterSaves}
          onChange={(event) => {
            setDescription(event.currentTarget.value)
            setProblems((current) => ({ ...current, description: undefined }))
          }}
        />
        {general && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {shownText(general)}
          </Alert>
        )}
        <FormActions
          onCancel={onCancel}
          saving={saving}
          remove={block ? { label: t('moduleDialogs.block.remove'), onClick: onRemove } : undefined}
        />
      </Stack>
    </form>
  )
}
