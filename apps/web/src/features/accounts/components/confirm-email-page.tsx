import { delays } from '@lernraster/shared'
import { Alert, Anchor, Button, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { reloadUser, useSession } from '../../../lib/session'
import { useConfirmEmailMutation } from '../api/confirm-email'
import { AuthCard } from './auth-card'
import { AuthWaiting } from './auth-waiting'
import { ConfirmationCodeForm } from './confirmation-code-form'
import { ResendConfirmation } from './resend-confirmation'
import { useAfterDelay } from './use-after-delay'
import '../auth-page-texts'

/**
 * docs/product/accounts.md "Confirming the address": the link from the mail confirms by itself after 1.5 s;
 * otherwise the logged-in teacher types the code. Either way: a message, then after 2.5 s onwards.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const linkToken = useSearchParams()[0].get('email_confirmation_token')
  const { loggedIn, user } = useSession()
  const link = useConfirmEmailMutation()
  const [confirmed, setConfirmed] = useState(false)

  // Confirmed, and no new address waiting: the link opened twice, or a bookmark. Nothing to do here.
  const nothingToConfirm = user?.email_confirmed === true && !user.new_email && !confirmed && link.isIdle
  useEffect(() => {
    if (nothingToConfirm) void navigate(paths.home, { replace: true })
  }, [nothingToConfirm, navigate])

  useAfterDelay(Boolean(linkToken) && link.isIdle && !nothingToConfirm, delays.autoConfirmEmail, () => {
    if (linkToken)
      link.mutate({ email_confirmation_token: linkToken }, { onSuccess: () => setConfirmed(true) })
  })

  useAfterDelay(confirmed, delays.afterConfirmation, () => {
    if (!loggedIn) return void navigate(paths.login, { replace: true })
    // The guard reads the user: it must know of the confirmation before we go home.
    void reloadUser().finally(() => navigate(paths.home, { replace: true }))
  })

  const title = t('auth.confirmEmail.title')
  if (confirmed) {
    return (
      <AuthCard title={title}>
        <Alert color="teal" variant="light" role="status">
          {t('auth.confirmEmail.confirmed')}
        </Alert>
      </AuthCard>
    )
  }
  if (linkToken && (link.isIdle || link.isPending)) {
    return (
      <AuthCard title={title}>
        <AuthWaiting text={t('auth.confirmEmail.confirming')} />
      </AuthCard>
    )
  }

  const address = user?.new_email ?? user?.email
  return (
    <AuthCard title={title}>
      {link.isError && (
        <Alert color="red" variant="light">
          {t(
            isApiError(link.error, 'invalidToken') ? 'messages.auth.confirmationLinkInvalid' : 'common.error',
          )}
        </Alert>
      )}
      <Text>
        {address ? (
          <Trans
            i18nKey="auth.confirmEmail.sentTo"
            values={{ email: address }}
            components={{ b: <strong /> }}
          />
        ) : (
          t('auth.confirmEmail.sent')
        )}
      </Text>
      {loggedIn ? (
        <>
          <Text>{t('auth.confirmEmail.instructions')}</Text>
          <ConfirmationCodeForm onConfirmed={() => setConfirmed(true)} />
          <ResendConfirmation />
          {user && !user.email_confirmed && (
            <Text size="sm">
              {t('auth.confirmEmail.wrongAddress')}{' '}
              <Anchor component={Link} to={paths.confirmInfo}>
                {t('auth.confirmEmail.correctAddress')}
              </Anchor>
            </Text>
          )}
        </>
      ) : (
        <>
          <Text>{t('auth.confirmEmail.loginForCode')}</Text>
          <Button component={Link} to={paths.login} w="fit-content">
            {t('common.toLogin')}
          </Button>
        </>
      )}
    </AuthCard>
  )
}
