import { Anchor, Button, Text } from '@mantine/core'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppConfig } from '../../../lib/app-config'
import { paths } from '../../../lib/paths'
import { AuthCard } from './auth-card'
import '../auth-page-texts'

/**
 * docs/product/accounts.md "Route guard", the "Not authorized" page: a student's account cannot use the
 * teacher app. The button goes through logout, so the student's session ends before the login form appears.
 * The guard sends the user home whenever access becomes true.
 */
export function NoAccessPage() {
  const { t } = useTranslation()
  const config = useAppConfig()

  return (
    <AuthCard title={t('auth.noAccess.title')}>
      <Text>{t('auth.noAccess.text')}</Text>
      {config && (
        <Text>
          <Trans
            i18nKey="auth.noAccess.contact"
            values={{ email: config.contact_email }}
            components={{ mail: <Anchor href={`mailto:${config.contact_email}`} /> }}
          />
        </Text>
      )}
      <Button component={Link} to={paths.logout} w="fit-content">
        {t('auth.noAccess.login')}
      </Button>
    </AuthCard>
  )
}
