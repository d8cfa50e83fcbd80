import { Anchor, AppShell, Container, Group, SegmentedControl, Text, UnstyledButton } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { studentApi } from './api/student-api'
import { clearStudentToken, readStudentToken } from './api/student-client'
import { useLanguage, useTexts } from './language'
import { LiveNotice, useStudentLive } from './live/use-student-live'

/** The frame of every page: the app's name, the student's navigation, the language, logging out. */
export function StudentShell({ children }: { children: ReactNode }) {
  const texts = useTexts()
  const { language, setLanguage } = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const token = readStudentToken()
  const loggedIn = token !== null
  const live = useStudentLive(token)
  const logout = async () => {
    await studentApi.logout().catch(() => undefined)
    clearStudentToken()
    queryClient.clear()
    navigate('/login')
  }
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} c="indigo.8" underline="never">
              {texts.appName}
            </Anchor>
            <Group gap="md" wrap="nowrap">
              {loggedIn && (
                <>
                  <Anchor component={Link} to="/">
                    {texts.nav.home}
                  </Anchor>
                  <Anchor component={Link} to="/goals">
                    {texts.nav.goals}
                  </Anchor>
                  <UnstyledButton onClick={() => void logout()}>
                    <Text c="indigo.7">{texts.nav.logout}</Text>
                  </UnstyledButton>
                </>
              )}
              <SegmentedControl
                size="xs"
                aria-label={texts.language}
                value={language}
                onChange={(value) => setLanguage(value === 'en' ? 'en' : 'de')}
                data={[
                  { value: 'de', label: 'DE' },
                  { value: 'en', label: 'EN' },
                ]}
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <LiveNotice {...live} />
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}
