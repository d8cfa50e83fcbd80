import { Anchor, Box, Button, Group } from '@mantine/core'
import { IconBook2 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { documents, paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { LazyAccountMenu, LazyAppSwitcher } from './lazy-menus'
import { Logo } from './logo'

const areas = [
  { to: paths.modules, label: 'shell.nav.modules', tour: 'nav-modules' },
  { to: paths.groups, label: 'shell.nav.groups', tour: 'nav-groups' },
  { to: paths.subjects, label: 'shell.nav.subjects', tour: 'nav-subjects' },
] as const

/** Spec 1 §2 "Shell": what the navbar shows depends on login and access. */
export function Header() {
  const { t } = useTranslation()
  const { loggedIn, haveAccess, user } = useSession()

  return (
    <Box component="header" px="xl" className="page-header">
      <Group h="100%" justify="space-between" wrap="nowrap">
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
        <Group gap="xs" wrap="nowrap">
          <Button
            component="a"
            href={documents.userGuide}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="gray"
            leftSection={<IconBook2 size={18} aria-hidden />}
            data-tour="user-guide"
          >
            {t('shell.nav.userGuide')}
          </Button>
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
