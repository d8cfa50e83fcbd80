import { Suspense } from 'react'
import { registerGermanTexts } from '../../../../lib/i18n'
import { lazyComponent } from '../../../../lib/lazy-component'
import { checkStatistics } from '../../../../locales/de/check-statistics'
import { useCheckStatistics } from './check-statistics-query'

registerGermanTexts({ checkStatistics })

// The panel's code (bars, lists) loads when the teacher opens the tab, not with the progress screen.
const LazyCheckStatisticsPanel = lazyComponent(
  () => import('./check-statistics-panel'),
  (module) => module.CheckStatisticsPanel,
)

/**
 * Whether the topic has a check, for the topic dialog's tab "Lernkontrolle" (issue 37 item 4). The
 * statistics are a tab of the topic dialog rather than a dialog of their own: one dialog at a time
 * (docs/design.md "Dialogs"). The same query serves the panel, so opening the tab does not wait again.
 */
export function useTopicHasCheck(eventId: number, topicId: number | null): boolean {
  return Boolean(useCheckStatistics(eventId, topicId).data)
}

export function CheckStatisticsTab({ eventId, topicId }: { eventId: number; topicId: number }) {
  return (
    <Suspense fallback={null}>
      <LazyCheckStatisticsPanel eventId={eventId} topicId={topicId} />
    </Suspense>
  )
}
