import { Box, Button } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { Suspense, useEffect, useState } from 'react'
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

/**
 * Mantine's modals close on Escape through a listener on the window each, so Escape in the statistics
 * would close the topic dialog under them too. This listener is on the window before any modal opens
 * (the module loads with the progress screen): while the statistics are open it takes Escape alone and
 * closes them, and the teacher is back in the topic dialog.
 */
let closeOpenStatistics: (() => void) | undefined
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'Escape' || event.isComposing || !closeOpenStatistics) return
    event.stopImmediatePropagation()
    closeOpenStatistics()
  },
  { capture: true },
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
  useEffect(() => {
    if (!opened) return
    closeOpenStatistics = () => setOpened(false)
    return () => {
      closeOpenStatistics = undefined
    }
  }, [opened])
  if (!query.data) return null
  return (
    <Box mr="auto">
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
