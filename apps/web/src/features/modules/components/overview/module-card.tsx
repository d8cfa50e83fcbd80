import { type ModuleSummary, truncation } from '@lernraster/shared'
import { Anchor, Box, Card, Center, Group, Stack, Text, Title, Tooltip } from '@mantine/core'
import { IconLayoutGrid } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isEditable } from '../../model/module-card'
import { isTruncated, truncateText } from '../../model/truncate'
import { ActivateAction } from './activate-action'
import type { OwnModuleActions } from './module-actions'
import { configuratorOf, viewerOf } from './module-links'
import { ModuleMenu } from './module-menu'
import { ModuleOpenLinks } from './module-open-links'
import { ModuleStatusBadge } from './module-status-badge'
import { useModuleTexts } from './use-module-texts'

type Props = { module: ModuleSummary; actions: OwnModuleActions }

const coverHeight = 120

/**
 * One own module as a tile (spec 2 §2 "Own tab"): cover, title cut to 23 characters, status, what it
 * holds and when it last changed. The title opens a draft in the configurator, any other module in
 * the viewer; Ansehen and Aktivieren are always there, Teilen, Duplizieren and Löschen in the menu.
 */
export function ModuleCard({ module, actions }: Props) {
  const { t } = useTranslation()
  const texts = useModuleTexts()
  const editable = isEditable(module)
  const title = (
    <Anchor
      component={Link}
      to={editable ? configuratorOf(module.id) : viewerOf(module.id)}
      c="inherit"
      // The shown title may be cut: screen readers get the whole name.
      aria-label={module.name}
      data-module-link={module.id}
    >
      {truncateText(module.name, truncation.cardTitleOwn)}
    </Anchor>
  )

  return (
    <Card withBorder radius="md" padding="md" component="article">
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
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {isTruncated(module.name, truncation.cardTitleOwn) ? (
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
          <ModuleStatusBadge module={module} />
        </Group>
        <Text size="sm">{texts.counts(module)}</Text>
        <Text size="sm" c="dimmed">
          {t('moduleList.card.updated', { date: texts.updated(module) })}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <ModuleOpenLinks module={module} />
          <ActivateAction module={module} onActivate={() => actions.onActivate(module)} />
        </Group>
        <ModuleMenu module={module} actions={actions} />
      </Group>
    </Card>
  )
}
