import { Anchor, Box, Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { LazyAccountMenu, LazyAppSwitcher } from './lazy-menus'
import { Logo } from './logo'
import { SnackbarSlot } from './snackbar-slot'
import { UserGuideLink } from './user-guide-link'

const areas = [
  { to: paths.modules, label: 'shell.nav.modules', tour: 'nav-modules' },
  { to: paths.groups, label: 'shell.nav.groups', tour: 'nav-groups' },
  { to: paths.subjects, label: 'shell.nav.subjects', tour: 'nav-subjects' },
  { to: paths.planning, label: 'shell.nav.planning', tour: 'nav-planning' },
] as const

/**
 * docs/product/accounts.md "The app frame": what the navbar shows depends on login and access. Its free
 * middle holds the snackbars; below 1408 px the user guide and the account show as icons to keep that room.
 */
export function Header() {
  const { t } = useTranslation()
  const { loggedIn, haveAccess, user } = useSession()

  return (
    <Box component="header" px="xl" className="page-header">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="xl" wrap="nowrap">
          <Anchor component={Link} to={haveAccess ? paths.home : paths.login} underline="never">
            <Logo />
          </Anchor>
          {haveAccess && (
            <nav aria-label={t('shell.mainNavigation')}>
              <Group gap={4} wrap="nowrap">
                {areas.map((area) => (
                  <Button
                    key={area.to}
                    component={NavLink}
                    to={area.to}
                    variant="subtle"
                    className="nav-link"
                    data-tour={area.tour}
                  >
                    {t(area.label)}
                  </Button>
                ))}
              </Group>
            </nav>
          )}
        </Group>
        <SnackbarSlot />
        <Group gap="xs" wrap="nowrap">
          <UserGuideLink />
          {!loggedIn && (
            <Button component={Link} to={paths.register} variant="light">
              {t('shell.nav.register')}
            </Button>
          )}
          <LazyAppSwitcher roleId={user?.role_id} />
          {user && <LazyAccountMenu user={user} />}
        </Group>
      </Group>
    </Box>
  )
}
