import { Role, type UserInfo } from '@lernraster/shared'
import { Avatar, Badge, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconChartBar,
  IconChecklist,
  IconDiamond,
  IconHelp,
  IconLogout,
  IconReportMoney,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LazyStartTourDialog } from '../../features/tour/components/lazy-start-tour-dialog'
import { callApi } from '../../lib/api-client'
import { registerGermanTexts } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { providerMenu } from '../../locales/de/provider-menu'

registerGermanTexts({ providerMenu })

/**
 * How many publications wait for review (issue 38), for the provider's administrators only: fetched
 * again when the window gets the focus and every minute, so the badge is fresh without a reload.
 */
function useWaitingCount(isProvider: boolean): number {
  const waiting = useQuery({
    queryKey: ['publications', 'waitingCount'],
    queryFn: ({ signal }) => callApi('GET /publications/waitingCount', { signal }),
    enabled: isProvider,
    refetchOnWindowFocus: 'always',
    refetchInterval: 60_000,
  })
  return isProvider ? (waiting.data?.count ?? 0) : 0
}

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
  const isProvider = user.role_id === Role.admin
  const waiting = useWaitingCount(isProvider)
  const waitingText = t('providerMenu.waiting', { count: waiting })

  return (
    <>
      <Menu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <UnstyledButton
            ref={targetRef}
            aria-label={`${t('shell.account.menuLabel', { name })}${waiting > 0 ? ` (${waitingText})` : ''}`}
            data-tour="account-menu"
          >
            <Group gap="xs" wrap="nowrap">
              <Indicator
                label={waiting}
                disabled={waiting === 0}
                size={18}
                color="red.9"
                offset={4}
                data-testid="waiting-badge"
              >
                <Avatar color="indigo" radius="xl" size="md">
                  {initialsOf(user)}
                </Avatar>
              </Indicator>
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
          {isProvider && (
            <Menu.Item
              component={Link}
              to={paths.review}
              leftSection={<IconChecklist size={16} aria-hidden />}
              rightSection={
                waiting > 0 ? (
                  <Badge color="red.9" size="sm" circle aria-label={waitingText} title={waitingText}>
                    {waiting}
                  </Badge>
                ) : undefined
              }
            >
              {t('shell.account.review')}
            </Menu.Item>
          )}
          {/* Issue 38: grants, the crystal ledger and the audit trail. */}
          {isProvider && (
            <Menu.Item
              component={Link}
              to={'/provider/crystals'}
              leftSection={<IconReportMoney size={16} aria-hidden />}
            >
              {t('providerMenu.providerArea')}
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
