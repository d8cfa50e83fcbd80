import { Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { progressTarget } from '../../../../lib/progress-links'
import { useModuleWithEvaluations } from '../../api/progress-api'
import { buildProgressGrid } from '../../model/progress-grid'
import { ProgressGridTable } from './progress-grid-table'
import { ProgressLoadState } from './progress-load-state'
import { ProgressView } from './progress-view'

/**
 * /stats/progress?module_id&event_id (docs/product/progress.md "Progress screen"): with both ids the module
 * is loaded with its ratings; otherwise it shows an empty 6x6 module with a sentence saying how to get
 * to a class's statistics.
 */
export function ProgressPage() {
  const [searchParams] = useSearchParams()
  const target = progressTarget(searchParams)
  if (!target) return <ProgressWithoutIds />
  return <ProgressLoader moduleId={target.moduleId} eventId={target.eventId} />
}

function ProgressLoader({ moduleId, eventId }: { moduleId: number; eventId: number }) {
  const { t } = useTranslation()
  const query = useModuleWithEvaluations(moduleId, eventId)
  if (!query.isSuccess) {
    return (
      <ProgressLoadState
        query={query}
        title={t('progressStats.title')}
        back={{ to: paths.modules, label: t('progressShared.back') }}
      />
    )
  }
  return <ProgressView module={query.data} />
}

function ProgressWithoutIds() {
  const { t } = useTranslation()
  const grid = useMemo(() => buildProgressGrid(null), [])
  return (
    <PageFrame wide>
      <PageHeader
        title={t('progressStats.title')}
        back={{ to: paths.modules, label: t('progressShared.back') }}
      />
      <Stack gap="md">
        <Text maw={760}>{t('progressShared.missingIds')}</Text>
        <ProgressGridTable grid={grid} students={[]} caption={t('progressStats.title')} onOpen={() => {}} />
      </Stack>
    </PageFrame>
  )
}
