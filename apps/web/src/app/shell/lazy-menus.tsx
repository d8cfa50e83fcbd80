import type { UserInfo } from '@lernraster/shared'
import { Box } from '@mantine/core'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { ErrorBoundary } from '../../components/error-boundary'
import { lazyComponent } from '../../lib/lazy-component'

/*
 * The two header menus load their code (Mantine's Menu and its positioning library) once the browser
 * is idle after the first paint, which keeps the login screen inside its size budget and lets the
 * page's own code go first on a slow line (issue 18: the login page's largest paint). Until then an inert look-alike
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

/**
 * True once the browser has nothing more urgent to do and is online: a menu's code asked for while
 * offline would fail for good (Chromium keeps a failed module), so it waits for the connection.
 * (Safari has no requestIdleCallback.)
 */
function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancelIdle = () => {}
    const becomeIdle = () => setIdle(true)
    const whenOnline = () => {
      if (navigator.onLine) becomeIdle()
      else window.addEventListener('online', becomeIdle, { once: true })
    }
    if (typeof window.requestIdleCallback === 'function') {
      const request = window.requestIdleCallback(whenOnline, { timeout: 2000 })
      cancelIdle = () => window.cancelIdleCallback(request)
    } else {
      const timer = setTimeout(whenOnline, 200)
      cancelIdle = () => clearTimeout(timer)
    }
    return () => {
      cancelIdle()
      window.removeEventListener('online', becomeIdle)
    }
  }, [])
  return idle
}

function WhenIdle({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const idle = useBrowserIdle()
  if (!idle) return placeholder
  return (
    <ErrorBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  )
}

export function LazyAppSwitcher({ roleId }: { roleId: number | undefined }) {
  return (
    <WhenIdle placeholder={<Box w={34} h={34} aria-hidden />}>
      <AppSwitcher roleId={roleId} />
    </WhenIdle>
  )
}

export function LazyAccountMenu({ user }: { user: UserInfo }) {
  return (
    <WhenIdle placeholder={<Box w={38} h={38} bg="indigo.0" style={{ borderRadius: '50%' }} aria-hidden />}>
      <AccountMenu user={user} />
    </WhenIdle>
  )
}
