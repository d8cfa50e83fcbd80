import type { UserInfo } from '@lernraster/shared'
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconHelp, IconLogout, IconSettings } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHelpAction } from '../../features/tour/use-help-action'
import { paths } from '../../lib/paths'

function initialsOf(user: UserInfo) {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase()
}

/** Spec 1 §2: initials and full name; Einstellungen, Hilfe, Abmelden. */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const startHelp = useHelpAction()
  const name = `${user.firstname} ${user.lastname}`.trim()

  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.account.menuLabel', { name })} data-tour="account-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size="md">
              {initialsOf(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={180} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.account} leftSection={<IconSettings size={16} aria-hidden />}>
          {t('shell.account.settings')}
        </Menu.Item>
        <Menu.Item onClick={startHelp} leftSection={<IconHelp size={16} aria-hidden />}>
          {t('shell.account.help')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('shell.account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
