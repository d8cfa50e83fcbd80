import type { StoreModuleCard } from '@lernraster/shared'
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import { IconDiamond, IconPhotoOff, IconSchool, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

export const storeModulePath = (id: number, search = '') =>
  `${paths.store}/modules/${id}${search ? `?${search}` : ''}`

type Facet = 'lernraster_subject' | 'country' | 'schoollevel' | 'schooltype' | 'language'

/** The lookups a module is described by, each with its name (the badge's key). */
export const facetsOf = (module: StoreModuleCard, names: Facet[]) =>
  names.map((name) => [name, module[name]] as const)

/** What a price reads as: 'Kostenlos' or '25 Kristalle'. */
export function usePriceText() {
  const { t } = useTranslation()
  return (crystals: number) =>
    crystals === 0 ? t('moduleStore.card.free') : t('moduleStore.card.price', { count: crystals })
}

/** The cover of a store module, or a calm placeholder that says there is none. */
export function StoreCover({ path, height }: { path: string | null; height: number }) {
  const { t } = useTranslation()
  // The path is the file route; the browser sends the session cookie with it (decision 015).
  if (path) return <Image src={path} alt="" h={height} fit="cover" radius="sm" loading="lazy" />
  return (
    <Group h={height} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <IconPhotoOff
        size={28}
        color="var(--mantine-color-gray-5)"
        aria-label={t('moduleStore.card.noCover')}
      />
    </Group>
  )
}

/** The badges that tell the teacher where they stand with a module: bought, their own, a free new version. */
export function OwnershipBadges({ module }: { module: StoreModuleCard }) {
  const { t } = useTranslation()
  return (
    <>
      {module.purchased && (
        <Badge color="teal" variant="light" tt="none">
          {t('moduleStore.card.purchased')}
        </Badge>
      )}
      {module.is_own && (
        <Badge color="gray" variant="light" tt="none">
          {t('moduleStore.card.own')}
        </Badge>
      )}
      {!module.purchased && module.owns_earlier_version && (
        <Badge color="indigo" variant="light" tt="none">
          {t('moduleStore.card.newVersionFree')}
        </Badge>
      )}
    </>
  )
}

/** One module of the store's list: cover, name, author, what it is for, price and buyers. */
export function StoreCard({ module, search }: { module: StoreModuleCard; search: string }) {
  const { t } = useTranslation()
  const price = usePriceText()
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <StoreCover path={module.cover_path} height={110} />
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Anchor
          component={Link}
          to={storeModulePath(module.id, search)}
          fw={600}
          lineClamp={2}
          title={module.name}
        >
          {module.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('moduleStore.card.by', { name: `${module.author.firstname} ${module.author.lastname}` })}
        </Text>
        <Text size="sm" lineClamp={3} title={module.description}>
          {module.description}
        </Text>
        <Group gap={4}>
          {facetsOf(module, ['lernraster_subject', 'schoollevel', 'schooltype', 'language']).map(
            ([facet, item]) => (
              <Badge key={facet} variant="outline" color="gray" tt="none" c="dark.6" maw="100%">
                {item.title}
              </Badge>
            ),
          )}
          {module.tags.map((tag) => (
            <Badge key={`tag-${tag.id}`} variant="light" color="blue" tt="none" c="blue.9">
              {tag.title}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs">
        <Group gap={4} wrap="nowrap">
          <IconDiamond size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {price(module.crystals)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('moduleStore.card.buyers', { count: module.buyers_count })}</Text>
        </Group>
      </Group>
      <Group gap={4} wrap="nowrap" mt={4}>
        <IconSchool size={16} aria-hidden />
        <Text size="sm">{t('moduleStore.card.classes', { count: module.classes_count })}</Text>
      </Group>
      <Group gap={4} mt={6}>
        <OwnershipBadges module={module} />
      </Group>
    </Card>
  )
}
