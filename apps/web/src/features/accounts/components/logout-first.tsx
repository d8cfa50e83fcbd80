import { Alert, Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

/** Login and registration while a session exists: say so, rather than mixing two accounts. */
export function LogoutFirst() {
  const { t } = useTranslation()
  return (
    <>
      <Alert color="blue" variant="light" role="status">
        {t('common.logoutFirst')}
      </Alert>
      <Group>
        <Button component={Link} to={paths.logout}>
          {t('auth.logout')}
        </Button>
        <Button component={Link} to={paths.home} variant="default">
          {t('common.toHome')}
        </Button>
      </Group>
    </>
  )
}
