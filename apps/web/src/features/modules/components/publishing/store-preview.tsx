import type { MetaDataInput } from '@lernraster/shared'
import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../../lib/api-client'
import type { StoreLookups } from '../../../../lib/store-lookups'
import { StoreModuleView } from '../../../module-store/components/store-module-view'
import { storePreviewOf } from '../../model/store-preview'

type Props = { moduleId: number; meta: MetaDataInput; lookups: StoreLookups }

/**
 * The publish dialog's *Vorschau* (issue 38): the store page as buyers will see it, from what the author
 * entered and the module's grid as it is now, drawn by the store page's own component. Loaded lazily with
 * the store's code, only when asked for.
 */
export default function StorePreview({ moduleId, meta, lookups }: Props) {
  const { t } = useTranslation()
  const module = useQuery({
    queryKey: ['publish-preview', moduleId],
    queryFn: ({ signal }) => callApi('GET /modules/byId', { query: { id: moduleId }, signal }),
    staleTime: 0,
  })
  if (module.isError) return <Alert color="red">{t('publishing.preview.loadError')}</Alert>
  if (!module.data) return <Loader size="sm" aria-label="…" />
  return (
    <Stack gap="md" data-testid="store-preview">
      <Text size="sm" c="dimmed">
        {t('publishing.preview.title')}
      </Text>
      <Title order={2} size="h3">
        {module.data.name}
      </Title>
      <StoreModuleView module={storePreviewOf(module.data, meta, lookups)} preview />
    </Stack>
  )
}
