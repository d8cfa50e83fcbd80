import type { UserInfo } from '@lernraster/shared'
import { Box } from '@mantine/core'
import { Suspense } from 'react'
import { ErrorBoundary } from '../../components/error-boundary'
import { lazyComponent } from '../../lib/lazy-component'

/*
 * The two header menus load their code (Mantine's Menu and its positioning library) right after the
 * first paint, which keeps the login screen inside its size budget. Until then an inert look-alike
 * holds their place (same size, no Mantine parts of its own), so nothing moves. A menu whose code
 * never arrives keeps its placeholder: the header and the page around it go on working.
 */
const AppSwitcher = lazyComponent(
  () => import('./app-switcher'),
  (m) => m.AppSwitcher,
)
const AccountMenu = lazyComponent(
  () => import('./account-menu'),
  (m) => m.AccountMenu,
)

export function LazyAppSwitcher({ roleId }: { roleId: number | undefined }) {
  const placeholder = <Box w={34} h={34} aria-hidden />
  return (
    <ErrorBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <AppSwitcher roleId={roleId} />
      </Suspense>
    </ErrorBoundary>
  )
}

export function LazyAccountMenu({ user }: { user: UserInfo }) {
  const placeholder = <Box w={38} h={38} bg="indigo.0" style={{ borderRadius: '50%' }} aria-hidden />
  return (
    <ErrorBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <AccountMenu user={user} />
      </Suspense>
    </ErrorBoundary>
  )
}
