import type { UserInfo } from '@lernraster/shared'
import { ActionIcon, Avatar } from '@mantine/core'
import { IconGridDots } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'

/*
 * The two header menus load their code (Mantine's Menu and its positioning library) right after the
 * first paint, which keeps the login screen inside its size budget. Until then an inert look-alike
 * holds their place, so nothing moves.
 */
const AppSwitcher = lazy(() => import('./app-switcher').then((m) => ({ default: m.AppSwitcher })))
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

export function LazyAppSwitcher({ roleId }: { roleId: number | undefined }) {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size="lg" disabled aria-hidden>
          <IconGridDots size={22} />
        </ActionIcon>
      }
    >
      <AppSwitcher roleId={roleId} />
    </Suspense>
  )
}

export function LazyAccountMenu({ user }: { user: UserInfo }) {
  return (
    <Suspense fallback={<Avatar color="indigo" radius="xl" size="md" aria-hidden />}>
      <AccountMenu user={user} />
    </Suspense>
  )
}
