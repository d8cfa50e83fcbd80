import { type AvailableModule, truncation } from '@lernraster/shared'
import { Anchor, Box, Card, Center, Group, Stack, Text, Title, Tooltip } from '@mantine/core'
import { IconLayoutGrid } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isTruncated, truncateText } from '../../model/truncate'
import { viewerOf } from '../overview/module-links'
import { useModuleTexts } from '../overview/use-module-texts'
import { AccessBadges, AvailableActions, OutdatedNote, RunningText } from './available-parts'

type Props = {
  module: AvailableModule
  onActivate: (module: AvailableModule) => void
  onDuplicate: (module: AvailableModule) => void
}

const coverHeight = 120

/**
 * A shared or bought module as a tile (spec 2 §2 "Available tab"): cover, title cut to 25 characters,
 * author, how the teacher has it, what it holds, how many of their classes run it, and the actions.
 */
export function AvailableCard({ module, onActivate, onDuplicate }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const title = (
    <Anchor
      component={Link}
      to={viewerOf(module.id)}
      c="inherit"
      // The shown title may be cut: screen readers get the whole name.
      aria-label={module.name}
      data-module-link={module.id}
    >
      {truncateText(module.name, truncation.cardTitleShared)}
    </Anchor>
  )
  const author = `${module.author.firstname} ${module.author.lastname}`.trim()

  return (
    <Card withBorder radius="md" padding="md" component="article" data-available-module={module.id}>
      <Card.Section>
        {module.cover_path ? (
          <Box
            component="img"
            src={module.cover_path}
            alt=""
            loading="lazy"
            h={coverHeight}
            w="100%"
            style={{ objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Center h={coverHeight} bg="var(--mantine-color-gray-0)" c="gray.5" aria-hidden>
            <IconLayoutGrid size={40} stroke={1.25} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {isTruncated(module.name, truncation.cardTitleShared) ? (
            <Tooltip
              label={module.name}
              multiline
              maw={320}
              events={{ hover: true, focus: true, touch: false }}
            >
              {title}
            </Tooltip>
          ) : (
            title
          )}
        </Title>
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
