import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { useModules } from '../api/home-queries'
import { splitBySchoolYear } from '../model/school-years'
import { EarlierYears } from './earlier-years'
import { ModuleCard } from './module-card'

/**
 * The modules the student's classes run, with how far the student got and the average against the
 * goal; those of classes archived in earlier school years below them, apart (decision 051).
 */
export function ModulesSection() {
  const texts = useTexts()
  const modules = useModules()
  if (modules.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (modules.isError) return <Alert color="red">{errorText(modules.error, texts)}</Alert>
  const { current, earlier } = splitBySchoolYear(modules.data)
  return (
    <Stack component="section" aria-labelledby="modules-title">
      <Title order={2} id="modules-title" size="h3">
        {texts.home.modules}
      </Title>
      {current.length === 0 && <Text>{texts.home.noModules}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {current.map((module) => (
          <ModuleCard key={module.event_id} module={module} />
        ))}
      </SimpleGrid>
      <EarlierYears years={earlier} />
    </Stack>
  )
}
