import '../../../../lib/tour/texts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/session'
import { switchTourOff } from '../../../../lib/tour/switch-tour-off'

/*
 * Where this page load stands with the progress tour; module state, as in the start page's
 * TourRunner: StrictMode runs effects twice and the tour must start once. 'ended' holds until the
 * user is seen with show_tour off, so a flag not yet reloaded cannot start it again.
 */
let phase: 'idle' | 'running' | 'ended' = 'idle'

/**
 * Spec 2 §2 "Tour": the progress screen's 3 stops while the user's show_tour is set, once the grid is
 * on screen (`ready`). Like the start page's tour it switches show_tour off however it ends, so it
 * does not come back by itself; skipping it says so in the 7 s snackbar (spec 2 §2, spec 1 §4).
 */
export function useProgressTour(ready: boolean) {
  const { t } = useTranslation()
  const { user } = useSession()
  const wanted = user?.show_tour === true

  useEffect(() => {
    if (!wanted) {
      if (phase === 'ended') phase = 'idle'
      return
    }
    if (!ready || phase !== 'idle') return
    phase = 'running'
    // driver.js and the stops load only now, so teachers without the tour never download them.
    import('./progress-tour')
      .then(({ runProgressTour }) =>
        runProgressTour(t, (outcome) => {
          phase = 'ended'
          void switchTourOff(t, outcome)
        }),
      )
      .catch((error: unknown) => {
        phase = 'ended'
        console.warn('The progress tour could not start', error)
      })
  }, [wanted, ready, t])
}
