import '../../../../lib/tour/texts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/session'
import { markTourSeen } from '../../../../lib/tour/mark-tour-seen'
import { isTourDue } from '../../../../lib/tour/tour-due'

/*
 * Where this page load stands with the progress tour; module state, as in the start page's
 * TourRunner: StrictMode runs effects twice and the tour must start once. 'ended' holds until the
 * user is seen with this tour no longer due, so a user not yet reloaded cannot start it again.
 */
let phase: 'idle' | 'running' | 'ended' = 'idle'

/**
 * docs/product/progress.md "Tour": the progress screen's 3 stops while the user's show_tour is set and this
 * tour is not yet seen, once the grid is on screen (`ready`). However it ends it marks only itself seen
 * (issue 31), so it does not come back by itself and the start page's tour still runs; skipping it says so in
 * the 7 s snackbar (docs/product/accounts.md "Product tour").
 */
export function useProgressTour(ready: boolean) {
  const { t } = useTranslation()
  const { user } = useSession()
  const wanted = isTourDue(user, 'progress')

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
          void markTourSeen(t, 'progress', outcome)
        }),
      )
      .catch((error: unknown) => {
        phase = 'ended'
        console.warn('The progress tour could not start', error)
      })
  }, [wanted, ready, t])
}
