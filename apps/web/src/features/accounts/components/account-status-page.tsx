import { delays } from '@lernraster/shared'
import { Alert, Anchor, Button, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PageLoader } from '../../../components/page-loader'
import { useAppConfig } from '../../../lib/app-config'
import { paths } from '../../../lib/paths'
import { userInfoQuery, useSession } from '../../../lib/session'
import { AuthCard } from './auth-card'
import { useAfterDelay } from './use-after-delay'
import '../auth-page-texts'

const pollMs = 10_000

/**
 * docs/product/accounts.md "Activation by the provider": the provider activates teachers by hand. The page
 * asks the server every 10 s (and when the tab comes back into view) and moves on by itself.
 */
export function AccountStatusPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useAppConfig()
  const { loggedIn } = useSession()
  const { data: user } = useQuery({
    ...userInfoQuery,
    enabled: loggedIn,
    refetchInterval: (query) => (query.state.data?.activated ? false : pollMs),
    refetchOnWindowFocus: 'always',
  })
  const activated = user?.activated === true

  useAfterDelay(activated, delays.afterActivation, () => void navigate(paths.home, { replace: true }))

  if (activated) {
    return (
      <AuthCard title={t('auth.accountStatus.activatedTitle')}>
        <Alert color="teal" variant="light" role="status">
          {t('auth.accountStatus.activated')}
        </Alert>
      </AuthCard>
    )
  }
  if (!config) return <PageLoader />

  const mail = <Anchor href={`mailto:${config.contact_email}`} />
  return (
    <AuthCard
      title={t('auth.accountStatus.title')}
      footer={
        <Anchor component={Link} to={paths.logout}>
          {t('auth.logout')}
        </Anchor>
      }
    >
      {/* One wait from the configuration for both languages (decision 005). */}
      <Text>{t('auth.accountStatus.waiting', { count: config.activation_wait_hours })}</Text>
      <Text size="sm" c="dimmed">
        {t('auth.accountStatus.polling')}
      </Text>
      <Text>{t('auth.accountStatus.store')}</Text>
      <Button component="a" href={config.urls.store} target="_blank" rel="noopener" w="fit-content">
        {t('auth.accountStatus.toStore')}
      </Button>
      <Text>
        <Trans
          i18nKey="auth.accountStatus.contact"
          values={{ email: config.contact_email }}
          components={{ mail }}
        />
      </Text>
    </AuthCard>
  )
}
