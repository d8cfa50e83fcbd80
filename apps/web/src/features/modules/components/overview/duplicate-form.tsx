import { type ModuleSummary, moduleMessages, textMessages } from '@lernraster/shared'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { useDuplicateModuleMutation } from '../../api/module-mutations'
import { checkDuplicateName, type DuplicateNameProblem, suggestedCopyName } from '../../model/duplicate-name'

type Props = {
  module: ModuleSummary
  onCancel: () => void
  onDuplicated: (copy: { id: number; name: string }) => void
}

/** The server's texts for the name, by the key the pack translates them with. */
const problemByServerText = new Map<string, DuplicateNameProblem>([
  [moduleMessages.duplicateNameRequired, 'required'],
  [moduleMessages.moduleNameTooLong, 'tooLong'],
  [textMessages.invalidCharacters, 'invalidCharacters'],
])

/**
 * The name of the copy, suggested as "Kopie von …" (docs/product/modules.md "Duplicating": at least one
 * character).
 */
export function DuplicateForm({ module, onCancel, onDuplicated }: Props) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const duplicate = useDuplicateModuleMutation()
  const input = useRef<HTMLInputElement>(null)
  const [name, setName] = useState(() =>
    suggestedCopyName(t('moduleList.duplicate.suggestion', { name: module.name })),
  )
  const [error, setError] = useState<string | null>(null)

  const show = (text: string) => {
    setError(text)
    input.current?.focus()
  }

  /** Any failure goes under the one field: a 422 names it, anything else says what happened. */
  function failureText(failure: unknown): string {
    if (!isApiError(failure) || failure.code === 'internal') return t(failureKey(failure))
    const text = failure.fieldError('new_title') ?? failure.message
    const problem = problemByServerText.get(text)
    return problem ? t(`moduleList.duplicate.${problem}`) : (serverMessage(text) ?? t('common.error'))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (duplicate.isPending) return
    const checked = checkDuplicateName(name)
    if (!checked.ok) return show(t(`moduleList.duplicate.${checked.problem}`))
    setError(null)
    duplicate.mutate(
      { module_id: module.id, new_title: checked.value },
      {
        onSuccess: ({ id }) => onDuplicated({ id, name: checked.value }),
        onError: (failure) => show(failureText(failure)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('moduleList.duplicate.text')}</Text>
        <TextInput
          ref={input}
          label={t('moduleList.duplicate.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setError(null)
          }}
          error={error}
          required
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={duplicate.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            {t('moduleList.duplicate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
