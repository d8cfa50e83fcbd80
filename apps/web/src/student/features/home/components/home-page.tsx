import { Loader, Stack, Title } from '@mantine/core'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import { InstallCard } from '../../installable/components/install-card'
import { useClasses, useExams, useHomework, useMe, useModules } from '../api/home-queries'
import { AddressSection } from './address-section'
import { ClassesSection } from './classes-section'
import { ExamsSection } from './exams-section'
import { HomeworkSection } from './homework-section'
import { InvitationsSection } from './invitations-section'
import { ModulesSection } from './modules-section'

/** The student's start: open invitations into classes, modules, homework, exams and classes. */
export function HomePage() {
  const texts = useTexts()
  const me = useMe()
  // The sections appear together: each one's answer arriving after the others pushed them down (a
  // layout shift of 0.4 in Lighthouse's mobile audit, decision 029). The same queries as the sections'.
  const loading = [useModules(), useHomework(), useExams(), useClasses()].some((query) => query.isPending)
  return (
    <Stack gap="xl" py="md">
      <Title order={1}>
        {me.data ? fill(texts.home.greeting, { name: me.data.firstname }) : texts.home.title}
      </Title>
      <InstallCard only="ios" />
      {loading ? (
        <Loader role="status" aria-label={texts.errors.loading} />
      ) : (
        <>
          <InvitationsSection />
          <ModulesSection />
          <HomeworkSection />
          <ExamsSection />
          <ClassesSection />
          <AddressSection />
          <InstallCard only="prompt" />
        </>
      )}
    </Stack>
  )
}
