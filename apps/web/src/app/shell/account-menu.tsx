import { Role, type UserInfo } from '@lernraster/shared'
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconChartBar,
  IconChecklist,
  IconDiamond,
  IconHelp,
  IconLogout,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LazyStartTourDialog } from '../../features/tour/components/lazy-start-tour-dialog'
import { paths } from '../../lib/paths'

function initialsOf(user: UserInfo) {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase()
}

/**
 * docs/product/accounts.md "The app frame": initials and full name; Einstellungen, Hilfe (asks before
 * starting the tour), Abmelden; ours: Kristalle, the Papierkorb (issue 31: modules, runs, classes and
 * subjects all go there, so it sits with the account, not in one area's page), and for the provider's
 * administrators the review of publications (issue 14).
 */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  // The dialog lives outside the menu: the menu's dropdown unmounts as soon as an item is chosen.
  const [helpOpened, help] = useDisclosure(false)
  const targetRef = useRef<HTMLButtonElement>(null)
  // The menu item that opened the dialog is gone by then; focus goes back to the avatar button.
  const closeHelp = () => {
    help.close()
    targetRef.current?.focus()
  }
  const name = `${user.firstname} ${user.lastname}`.trim()

  return (
    <>
      <Menu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <UnstyledButton
            ref={targetRef}
            aria-label={t('shell.account.menuLabel', { name })}
            data-tour="account-menu"
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar color="indigo" radius="xl" size="md">
                {initialsOf(user)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="xl" maw={180} truncate>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.account} leftSection={<IconSettings size={16} aria-hidden />}>
            {t('shell.account.settings')}
          </Menu.Item>
          <Menu.Item
            onClick={help.open}
            aria-haspopup="dialog"
            leftSection={<IconHelp size={16} aria-hidden />}
          >
            {t('shell.account.help')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.crystals} leftSection={<IconDiamond size={16} aria-hidden />}>
            {t('shell.account.crystals')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.storeSales}
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('shell.account.sales')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.trash} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('shell.account.trash')}
          </Menu.Item>
          {/* The provider's administrators review publications for the store (decision 018). */}
          {user.role_id === Role.admin && (
            <Menu.Item
              component={Link}
              to={paths.review}
              leftSection={<IconChecklist size={16} aria-hidden />}
            >
              {t('shell.account.review')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} aria-hidden />}>
            {t('shell.account.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LazyStartTourDialog opened={helpOpened} onClose={closeHelp} />
    </>
  )
}
