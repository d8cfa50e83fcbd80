import { ActionIcon, Anchor, AppShell, Container, Group } from '@mantine/core'
import { IconHome, IconLogout, IconTarget, IconUserCircle } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { Logo } from '../app/shell/logo'
import { LanguageSwitch } from './components/language-switch'
import { authCalls } from './features/auth/api/auth-calls'
import { useMe } from './features/home/api/home-queries'
import { OfflineBanner } from './features/installable/components/offline-banner'
import { forgetCachedStudentData } from './features/installable/model/service-worker'
import { LiveNotice, useStudentLive } from './features/live/components/live-notice'
import { studentOutbox } from './features/outbox/api/student-outbox'
import { OutboxNotices } from './features/outbox/components/outbox-notices'
import { useOutboxRunner } from './features/outbox/components/use-outbox-runner'
import { useTexts } from './language'
import { clearStudentToken, readStudentId, readStudentToken, writeStudentId } from './lib/student-client'

/** 36 px icons: above the 24 px minimum of WCAG 2.5.8, and easy for a thumb. */
const headerIcon = { variant: 'subtle', color: 'indigo.8', size: 36 } as const

/** A page of the header as an icon whose name a screen reader says and a long press shows. */
function HeaderLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <ActionIcon component={Link} to={to} {...headerIcon} aria-label={label} title={label}>
      {icon}
    </ActionIcon>
  )
}

/**
 * Whose session it is, once the server said so (kept with the token, lib/student-client.ts): a
 * session from before sign-in learned it gets it from the first users/userinfo.
 */
function useSignedInStudent(loggedIn: boolean): number | undefined {
  const me = useMe(loggedIn)
  const id = me.data?.id
  useEffect(() => {
    if (id !== undefined) writeStudentId(id)
  }, [id])
  return loggedIn ? (id ?? readStudentId()) : undefined
}

/** The frame of every page: the app's name, the student's navigation, the language, logging out. */
export function StudentShell({ children }: { children: ReactNode }) {
  const texts = useTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const token = readStudentToken()
  const loggedIn = token !== null
  const live = useStudentLive(token)
  const studentId = useSignedInStudent(loggedIn)
  useOutboxRunner(studentId)
  const logout = async () => {
    await authCalls.logout().catch(() => undefined)
    clearStudentToken()
    queryClient.clear()
    void forgetCachedStudentData()
    // What waits in the outbox stays on the device, and is sent when this student signs in again.
    await studentOutbox.reload().catch(() => undefined)
    navigate('/login')
  }
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        {/* One line on a 360 px phone (docs/design.md "The student app on a phone"): the short name
            with the mark, the rest as icons whose names a screen reader says and a long press shows. */}
        <Container size="lg" h="100%" px="xs">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to="/" underline="never" aria-label={texts.appName}>
              <Logo />
            </Anchor>
            <Group gap={4} wrap="nowrap">
              {loggedIn && (
                <>
                  <HeaderLink to="/" label={texts.nav.home} icon={<IconHome size={20} aria-hidden />} />
                  <HeaderLink
                    to="/goals"
                    label={texts.nav.goals}
                    icon={<IconTarget size={20} aria-hidden />}
                  />
                  <HeaderLink
                    to="/account"
                    label={texts.nav.account}
                    icon={<IconUserCircle size={20} aria-hidden />}
                  />
                  <ActionIcon
                    onClick={() => void logout()}
                    {...headerIcon}
                    aria-label={texts.nav.logout}
                    title={texts.nav.logout}
                  >
                    <IconLogout size={20} aria-hidden />
                  </ActionIcon>
                </>
              )}
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <OfflineBanner />
          <LiveNotice {...live} />
          <OutboxNotices />
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}
