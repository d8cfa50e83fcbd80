import { Box, Button } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { type KeyboardEvent, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { registerGermanTexts } from '../../../../lib/i18n'
import { lazyComponent } from '../../../../lib/lazy-component'
import { checkStatistics } from '../../../../locales/de/check-statistics'
import { useCheckStatistics } from './check-statistics-query'

registerGermanTexts({ checkStatistics })

// The screen's code (bars, lists) loads when the teacher opens it, not with the progress screen.
const LazyCheckStatisticsModal = lazyComponent(
  () => import('./check-statistics-modal'),
  (module) => module.CheckStatisticsModal,
)

type Props = { eventId: number; topicId: number; cell: string; title: string }

/**
 * "Lernkontrolle: Auswertung" in the progress topic dialog (issue 37 item 4): shown once the topic has a
 * check. The statistics open over the topic dialog and cover it whole, so one dialog shows at a time
 * (docs/design.md "Dialogs"); closing them is the way back to the topic.
 */
export function CheckStatisticsLink({ eventId, topicId, cell, title }: Props) {
  const { t } = useTranslation()
  const query = useCheckStatistics(eventId, topicId)
  const [opened, setOpened] = useState(false)
  if (!query.data) return null
  // React passes a portal's events to its parents: Escape closes the statistics, not the topic dialog too.
  const keepEscape = (event: KeyboardEvent) => {
    if (opened && event.key === 'Escape') event.stopPropagation()
  }
  return (
    <Box mr="auto" onKeyDown={keepEscape}>
      <Button
        variant="subtle"
        leftSection={<IconChartBar size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('checkStatistics.link')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LazyCheckStatisticsModal
            eventId={eventId}
            topicId={topicId}
            heading={t('checkStatistics.title', { cell, title })}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Box>
  )
}
