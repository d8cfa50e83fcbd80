import { Stack, Title } from '@mantine/core'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import { useMe } from '../api/home-queries'
import { ClassesSection } from './classes-section'
import { ExamsSection } from './exams-section'
import { HomeworkSection } from './homework-section'
import { ModulesSection } from './modules-section'

/** The student's start: classes (and joining one), modules, homework and exams. */
export function HomePage() {
  const texts = useTexts()
  const me = useMe()
  return (
    <Stack gap="xl" py="md">
      <Title order={1}>
        {me.data ? fill(texts.home.greeting, { name: me.data.firstname }) : texts.home.title}
      </Title>
      <ModulesSection />
      <HomeworkSection />
      <ExamsSection />
      <ClassesSection />
    </Stack>
  )
}
