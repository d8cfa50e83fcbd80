import { ModuleStatus, type ModuleSummary } from '@lernraster/shared'
import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconCircleX, IconHourglass, IconWorld, IconWorldOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const looks = {
  [ModuleStatus.awaitingConfirmation]: { key: 'awaiting', color: 'grape', Icon: IconHourglass },
  [ModuleStatus.confirmationDeclined]: { key: 'declined', color: 'red', Icon: IconCircleX },
  [ModuleStatus.published]: { key: 'published', color: 'indigo', Icon: IconWorld },
} as const

/** A copy taken off the store, by its author or the provider (decision 054). */
const removedLook = (kind: 'author' | 'provider') =>
  ({ key: kind === 'author' ? 'removed' : 'removedByProvider', color: 'gray', Icon: IconWorldOff }) as const

/**
 * Where an own module stands in the store: a word with an icon, and for a decline or a takedown the
 * provider's reason as text (docs/design.md "Status and colour": never colour alone). Nothing without a
 * publication.
 */
export function PublicationStatus({ module }: { module: Pick<ModuleSummary, 'publication'> }) {
  const { t } = useTranslation()
  const publication = module.publication
  if (!publication) return null
  const look = publication.removal_kind
    ? removedLook(publication.removal_kind)
    : looks[publication.status_id as keyof typeof looks]
  if (!look) return null
  const olderListed = publication.status_id !== ModuleStatus.published && publication.store_module_id !== null
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('publishing.status.label')}
        </Text>
        <Badge
          variant="light"
          color={look.color}
          radius="sm"
          tt="none"
          leftSection={<look.Icon size={12} aria-hidden />}
        >
          {t(`publishing.status.${look.key}`)}
        </Badge>
      </Group>
      {publication.decline_reason && publication.status_id === ModuleStatus.confirmationDeclined && (
        <Text size="xs" c="red.9" lineClamp={3} title={publication.decline_reason}>
          {t('publishing.status.reason', { reason: publication.decline_reason })}
        </Text>
      )}
      {publication.removal_reason && publication.removal_kind === 'provider' && (
        <Text size="xs" c="dimmed" lineClamp={3} title={publication.removal_reason}>
          {t('publishing.status.reason', { reason: publication.removal_reason })}
        </Text>
      )}
      {olderListed && (
        <Text size="xs" c="dimmed">
          {t('publishing.status.olderListed')}
        </Text>
      )}
    </Stack>
  )
}
