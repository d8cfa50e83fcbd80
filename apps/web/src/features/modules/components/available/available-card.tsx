import type { AvailableModule } from '@lernraster/shared'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CardCover, CardTitle } from '../overview/card-parts'
import { viewerOf } from '../overview/module-links'
import { useModuleTexts } from '../overview/use-module-texts'
import { AccessBadges, AvailableActions, OutdatedNote, RunningText } from './available-parts'

type Props = {
  module: AvailableModule
  onActivate: (module: AvailableModule) => void
  onDuplicate: (module: AvailableModule) => void
}

/**
 * A shared or bought module as a tile (docs/product/modules.md "Available tab"): cover, whole title
 * (issue 31), author, how the teacher has it, what it holds, how many of their classes run it, and the
 * actions.
 */
export function AvailableCard({ module, onActivate, onDuplicate }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const author = `${module.author.firstname} ${module.author.lastname}`.trim()

  return (
    <Card withBorder radius="md" padding="md" component="article" data-available-module={module.id}>
      <CardCover path={module.cover_path} />
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <CardTitle module={module} to={viewerOf(module.id)} />
        {author && (
          <Text size="sm" c="dimmed">
            {t('moduleSharing.available.author', { name: author })}
          </Text>
        )}
        <AccessBadges module={module} />
        <Text size="sm">{texts.counts(module)}</Text>
        <RunningText module={module} />
        <OutdatedNote module={module} />
      </Stack>
      <Group gap={4} mt="md" wrap="wrap">
        <AvailableActions module={module} onActivate={onActivate} onDuplicate={onDuplicate} />
      </Group>
    </Card>
  )
}
