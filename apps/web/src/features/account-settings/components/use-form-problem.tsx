import { Alert } from '@mantine/core'
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useServerMessage } from '../../../lib/server-message'
import { showSnackbar } from '../../../lib/snackbar'
import type { Problem } from '../model/problem'

type Shown<Field> = { text: string; fields: readonly Field[]; inline: boolean; info: boolean }

/** These speak about the whole form, so they go into the alert; the others stand under their field. */
const formWide: ReadonlySet<string> = new Set([
  'messages.account.allFieldsRequired',
  'messages.account.noChanges',
])

/**
 * What is wrong with a settings form, from its own rules or from the server, shown the same way:
 * under the field concerned (and focus moves there, so a screen reader reads both) or in an alert.
 * `serverFields` maps the server's field names to the form's.
 */
export function useFormProblem<Field extends string>(serverFields: Partial<Record<string, Field>>) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const [shown, setShown] = useState<(Shown<Field> & { id: number }) | null>(null)

  useEffect(() => {
    if (shown?.fields.length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [shown])

  const show = (next: Shown<Field>) => setShown((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }))
  const at = (text: string, field: Field | undefined): Shown<Field> =>
    field
      ? { text, fields: [field], inline: true, info: false }
      : { text, fields: [], inline: false, info: false }

  function describe(error: unknown): Shown<Field> {
    if (!isApiError(error)) return at(t(failureKey(error)), undefined)
    if (error.code === 'emailTaken') return at(t('messages.auth.emailAlreadyUsed'), serverFields.new_email)
    if (error.code === 'currentPasswordIncorrect') {
      return at(t('messages.errors.currentPasswordIncorrect'), serverFields.current_password)
    }
    // A field error the form did not catch, e.g. a text rule the server checks and the form does not.
    const [name, messages] = Object.entries(error.errors)[0] ?? []
    if (name && messages?.[0]) return at(serverMessage(messages[0]) ?? messages[0], serverFields[name])
    if (error.code && error.code !== 'internal') return at(t(`messages.errors.${error.code}`), undefined)
    return at(t('common.error'), undefined)
  }

  return {
    formRef,
    /** Forms call it on every edit too: once the input changes, the message may no longer be true. */
    clear: () => setShown(null),
    showRule: (problem: Problem<Field>) =>
      show({
        text: t(problem.message),
        fields: problem.fields,
        inline: !formWide.has(problem.message),
        info: problem.message === 'messages.account.noChanges',
      }),
    showError: (error: unknown) => show(describe(error)),
    /** The request's callbacks every settings form shares: close with the snackbar, or say why not. */
    afterSave: (onDone: () => void) => ({
      onSuccess: () => {
        onDone()
        void showSnackbar(t('messages.account.saved'))
      },
      onError: (error: unknown) => show(describe(error)),
    }),
    /** For Mantine's `error` prop: the message under the field, or `true` to mark it when the alert speaks. */
    errorOf: (field: Field): string | boolean => {
      if (!shown?.fields.includes(field)) return false
      return shown.inline ? shown.text : true
    },
    alert:
      shown && !shown.inline ? (
        <Alert
          key={shown.id}
          role="alert"
          variant="light"
          color={shown.info ? 'blue' : 'red'}
          icon={shown.info ? <IconInfoCircle aria-hidden /> : <IconAlertCircle aria-hidden />}
        >
          {shown.text}
        </Alert>
      ) : null,
  }
}
