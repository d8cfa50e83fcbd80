import { moduleDelays, moduleLimits, moduleMessages, type SharedUser } from '@lernraster/shared'
import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { useSession } from '../../../../lib/session'
import { showSnackbar } from '../../../../lib/snackbar'
import { useShareModuleMutation } from '../../api/sharing'
import { type ShareLookup, useShareLookup } from './use-share-lookup'

type Props = {
  moduleId: number
  sharedUsers: SharedUser[] | undefined
  focusOnMount: boolean
}

/** The server's refusals, by the key the pack translates them with. */
const keyByServerText = new Map<string, 'alreadyShared' | 'self' | 'notFound' | 'invalid' | 'tooLong'>([
  [moduleMessages.alreadyShared, 'alreadyShared'],
  [moduleMessages.shareWithSelf, 'self'],
  [moduleMessages.teacherNotFound, 'notFound'],
  [moduleMessages.shareEmailInvalid, 'invalid'],
  [moduleMessages.shareEmailTooLong, 'tooLong'],
])

/** The address field: checked as typed, the found colleague's name, Teilen once someone is found. */
export function ShareForm({ moduleId, sharedUsers, focusOnMount }: Props) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const { user } = useSession()
  const share = useShareModuleMutation(moduleId)
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  // A half-typed address is not wrong yet: its format is judged once the field is left or sent.
  const [judged, setJudged] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const lookup = useShareLookup(email, { sharedUsers, ownEmail: user?.email })

  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [focusOnMount])

  function lookupText(state: ShareLookup): string | null {
    switch (state.status) {
      case 'invalid':
        return judged ? t('moduleSharing.share.invalid') : null
      case 'tooLong':
      case 'self':
      case 'alreadyShared':
      case 'notFound':
        return t(`moduleSharing.share.${state.status}`)
      case 'failed':
        return isApiError(state.error, 'tooManyRequests')
          ? (serverMessage(state.error.message) ?? t('moduleSharing.share.lookupFailed'))
          : t('moduleSharing.share.lookupFailed')
      default:
        return null
    }
  }

  function failureText(error: unknown): string {
    if (!isApiError(error) || error.code === 'internal') return t(failureKey(error))
    const text = error.fieldError('to_admin_id') ?? error.fieldError('id') ?? error.message
    const key = keyByServerText.get(text)
    return key ? t(`moduleSharing.share.${key}`) : (serverMessage(text) ?? t('common.error'))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setJudged(true)
    if (lookup.status !== 'found') {
      input.current?.focus()
      return
    }
    setFailure(null)
    share.mutate(
      { id: moduleId, to_admin_id: lookup.teacher.id },
      {
        onSuccess: () => {
          showSnackbar(t('moduleSharing.share.done'), 'success', moduleDelays.successText)
          setEmail('')
          setJudged(false)
          input.current?.focus()
        },
        onError: (error) => {
          setFailure(failureText(error))
          input.current?.focus()
        },
      },
    )
  }

  const error = failure ?? lookupText(lookup)
  const found =
    lookup.status === 'found' ? `${lookup.teacher.firstname} ${lookup.teacher.lastname}`.trim() : null
  const searching = lookup.status === 'searching'
  // One polite announcement of where the lookup stands; the visible texts sit under the field.
  const announcement = searching
    ? t('moduleSharing.share.searching')
    : found
      ? `${t('moduleSharing.share.found')}: ${found}`
      : (error ?? '')

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('moduleSharing.share.text')}</Text>
        <TextInput
          ref={input}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          label={t('moduleSharing.share.email')}
          description={t('moduleSharing.share.emailHint')}
          maxLength={moduleLimits.shareEmailMax}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setFailure(null)
          }}
          onBlur={() => setJudged(email.trim() !== '')}
          loading={searching}
          error={error}
          success={
            found && (
              <>
                {`${t('moduleSharing.share.found')}: `}
                <Text span fw={700} inherit data-testid="share-found">
                  {found}
                </Text>
              </>
            )
          }
          // Mantine's success green (teal-8) reads 3.9:1 on white; teal-9 passes AA.
          successProps={{ style: { color: 'var(--mantine-color-teal-9)' } }}
          data-autofocus
        />
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        <Group justify="flex-end" gap="sm">
          <Button type="submit" disabled={lookup.status !== 'found'} loading={share.isPending}>
            {t('moduleSharing.share.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
