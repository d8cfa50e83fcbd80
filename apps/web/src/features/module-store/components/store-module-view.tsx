import '../texts'
import type { StoreModuleDetail } from '@lernraster/shared'
import { Badge, Box, Flex, Group, Stack, Text, Title } from '@mantine/core'
import { IconDiamond } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/date-format'
import { facetsOf, StoreCover, usePriceText } from './store-card'
import { StoreGrid } from './store-grid'

type Props = {
  module: StoreModuleDetail
  /** What stands below the facts: the buyer's situation on the store page, nothing in the preview. */
  children?: ReactNode
  /** The publish dialog's preview has no publication date yet. */
  preview?: boolean
}

/**
 * A module as its store page shows it to buyers: cover, description, facets, author, price, use and
 * the grid by titles (docs/product/store.md "Searching"). The store page and the author's preview in
 * the publish dialog both show it, so the preview is what buyers will see.
 */
export function StoreModuleView({ module, children, preview = false }: Props) {
  const { t, i18n } = useTranslation()
  const price = usePriceText()
  return (
    <Stack gap="lg">
      <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
          <StoreCover path={module.cover_path} height={180} />
        </Box>
        <Box style={{ flexGrow: 1, minWidth: 0 }}>
          <Stack gap="sm">
            <Text style={{ whiteSpace: 'pre-line' }}>{module.description}</Text>
            <Group gap={4}>
              {facetsOf(module, [
                'lernraster_subject',
                'country',
                'schoollevel',
                'schooltype',
                'language',
              ]).map(([facet, item]) => (
                <Badge key={facet} variant="outline" color="gray" tt="none" c="dark.6">
                  {item.title}
                </Badge>
              ))}
              {module.tags.map((tag) => (
                <Badge key={`tag-${tag.id}`} variant="light" color="blue" tt="none" c="blue.9">
                  {tag.title}
                </Badge>
              ))}
            </Group>
            <Group gap="xl">
              <Fact
                label={t('moduleStore.module.author')}
                value={`${module.author.firstname} ${module.author.lastname}`}
              />
              <Fact
                label={t('moduleStore.module.price')}
                value={
                  <Group gap={4} component="span">
                    <IconDiamond size={16} aria-hidden />
                    {price(module.crystals)}
                  </Group>
                }
              />
              <Fact
                label={t('moduleStore.module.buyers')}
                value={t('moduleStore.card.buyers', { count: module.buyers_count })}
              />
              <Fact
                label={t('moduleStore.module.use')}
                value={t('moduleStore.card.classes', { count: module.classes_count })}
              />
              <Fact
                label={t('moduleStore.module.size')}
                value={`${t('moduleStore.module.topics', { count: module.topics_count })}, ${t(
                  'moduleStore.module.questionsCount',
                  { count: module.questions_count },
                )}`}
              />
            </Group>
            {!preview && (
              <Text size="sm" c="dimmed">
                {t('moduleStore.module.published', { date: formatDate(module.published_at, i18n.language) })}
              </Text>
            )}
            {children}
          </Stack>
        </Box>
      </Flex>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('moduleStore.module.grid')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('moduleStore.module.gridHint')}
        </Text>
        <StoreGrid blocks={module.blocks} rows={module.rows} columns={module.columns} />
      </Stack>
    </Stack>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {value}
      </Text>
    </Stack>
  )
}
