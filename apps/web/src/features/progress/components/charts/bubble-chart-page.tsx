import type { EventChart } from '@lernraster/shared'
import { Alert, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { useEventChart } from '../../api/progress-api'
import { maxBubbleRadius, type PunchRow, punchCardRows, shareBubbleRadius } from '../../model/bubble-points'
import { safeReturnPath } from '../../model/return-url'
import { ProgressLoadState } from '../progress/progress-load-state'
import { ChartOrTable } from './chart-or-table'
import { LazyPunchCardChart } from './lazy-charts'
import { PunchCardTable } from './punch-card-table'

/** The event's chart packs many questions: a row of 36 px each, bubbles up to 16 px in radius. */
const rowHeight = 36

/**
 * /charts/BubbleChartEvent?event_id&return_url (docs/product/progress.md "Bubble chart"): the punch card of
 * every question of an activation, in grid order, with a way back to the page that sent the teacher here,
 * only if that is a page of this app (model/return-url.ts).
 */
export function BubbleChartPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const rawId = searchParams.get('event_id')
  const eventId = rawId !== null && /^\d{1,10}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null
  const backTo = safeReturnPath(searchParams.get('return_url'), window.location.origin)
  const back = {
    to: backTo,
    label: backTo === paths.modules ? t('progressShared.back') : t('progressStats.bubblePage.back'),
  }
  if (eventId === null) {
    return (
      <PageFrame>
        <PageHeader title={t('progressStats.bubblePage.title')} back={back} />
        <Alert variant="light" color="gray">
          {t('progressStats.bubblePage.missingId')}
        </Alert>
      </PageFrame>
    )
  }
  return <BubbleChartLoader eventId={eventId} back={back} />
}

type Back = { to: string; label: string }

function BubbleChartLoader({ eventId, back }: { eventId: number; back: Back }) {
  const { t } = useTranslation()
  const query = useEventChart(eventId)
  if (!query.isSuccess) {
    return <ProgressLoadState query={query} title={t('progressStats.bubblePage.title')} back={back} />
  }
  return <BubbleChartView chart={query.data} back={back} />
}

function BubbleChartView({ chart, back }: { chart: EventChart; back: Back }) {
  const { t } = useTranslation()
  const rows = punchCardRows(chart.questions)
  const rowLabel = (row: PunchRow) => t('progressStats.chart.rowLabel', { cell: row.cell, n: row.number })
  return (
    <PageFrame>
      <PageHeader
        title={t('progressStats.bubblePage.title')}
        description={t('progressStats.bubblePage.description', {
          module: chart.module_name,
          group: chart.group_name,
        })}
        back={back}
      />
      {rows.every((row) => row.ratings === 0) ? (
        <Text c="dimmed">{t('progressStats.chart.empty')}</Text>
      ) : (
        <ChartOrTable
          chart={
            <LazyPunchCardChart
              rows={rows}
              radiusOf={shareBubbleRadius(chart.users_count, maxBubbleRadius(rowHeight))}
              rowLabel={rowLabel}
              withTopic
              rowHeight={rowHeight}
              label={t('progressStats.chart.table.caption')}
            />
          }
          table={<PunchCardTable rows={rows} rowLabel={rowLabel} withTopic />}
        />
      )}
    </PageFrame>
  )
}
