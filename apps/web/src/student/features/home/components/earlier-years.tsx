import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import type { EarlierYear } from '../model/school-years'
import { ModuleCard } from './module-card'

/**
 * The modules of classes the teacher archived (decision 051), below this year's: one closed group
 * per school year, so the current work stays first and short on a phone. A group opens with one tap
 * on its whole width.
 */
export function EarlierYears({ years }: { years: readonly EarlierYear[] }) {
  const texts = useTexts()
  const titleId = useId()
  if (years.length === 0) return null
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" mt="md">
      <Title order={3} id={titleId} size="h4">
        {texts.home.earlierYears}
      </Title>
      {years.map((year) => (
        <EarlierYearGroup key={year.year} year={year} />
      ))}
    </Stack>
  )
}

function EarlierYearGroup({ year }: { year: EarlierYear }) {
  const texts = useTexts()
  const [opened, setOpened] = useState(false)
  const contentId = useId()
  const count =
    year.modules.length === 1
      ? texts.home.oneModule
      : fill(texts.home.moduleCount, { count: year.modules.length })
  return (
    <>
      <Button
        variant="default"
        size="md"
        fullWidth
        justify="space-between"
        // Mantine's button keeps its label on one line and cuts it: on a 360 px phone "1 Modul" was
        // cut off. The label wraps instead, and the button grows (docs/design.md "The student app on a phone").
        h="auto"
        mih={44}
        py={8}
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left', lineHeight: 1.35 } }}
        aria-expanded={opened}
        aria-controls={contentId}
        onClick={() => setOpened((open) => !open)}
        rightSection={
          <IconChevronDown
            size={20}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {/* A narrow phone breaks the line between year and count, never inside either. One span:
            the button's label is a flex box, which would drop the spaces between its children. */}
        <span>
          <span style={{ whiteSpace: 'nowrap' }}>{fill(texts.home.schoolYear, { year: year.year })}</span>
          {' · '}
          <span style={{ whiteSpace: 'nowrap', fontWeight: 400 }}>{count}</span>
        </span>
      </Button>
      <div id={contentId} hidden={!opened}>
        {opened && (
          <Stack gap="sm" pb="xs">
            <Text size="sm">{texts.home.earlierNote}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {year.modules.map((module) => (
                <ModuleCard key={module.event_id} module={module} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </div>
    </>
  )
}
