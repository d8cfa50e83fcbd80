import type { UserInfo } from '@lernraster/shared'
import { Box } from '@mantine/core'
import { lazy, Suspense } from 'react'

/*
 * The two header menus load their code (Mantine's Menu and its positioning library) right after the
 * first paint, which keeps the login screen inside its size budget. Until then an inert look-alike
 * holds their place (same size, no Mantine parts of its own), so nothing moves.
 */
const AppSwitcher = lazy(() => import('./app-switcher').then((m) => ({ default: m.AppSwitcher })))
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

export function LazyAppSwitcher({ roleId }: { roleId: number | undefined }) {
  return (
    <Suspense fallback={<Box w={34} h={34} aria-hidden />}>
      <AppSwitcher roleId={roleId} />
    </Suspense>
  )
}

export function LazyAccountMenu({ user }: { user: UserInfo }) {
  return (
    <Suspense fallback={<Box w={38} h={38} bg="indigo.0" style={{ borderRadius: '50%' }} aria-hidden />}>
      <AccountMenu user={user} />
    </Suspense>
  )
}
