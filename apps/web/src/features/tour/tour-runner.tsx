import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { markTourSeen } from '../../lib/tour/mark-tour-seen'
import { isTourDue } from '../../lib/tour/tour-due'

/*
 * Where this page load stands with the tour. Module state rather than React state: StrictMode runs
 * effects twice, and the tour must start once. 'ended' holds until the user is seen with the tour no
 * longer due, so a not yet reloaded user cannot start it again; after that Hilfe or the settings may.
 */
let phase: 'idle' | 'running' | 'ended' = 'idle'

/**
 * Starts the start page's tour while show_tour is set and it is not yet seen
 * (docs/product/accounts.md "Product tour").
 */
export function TourRunner() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { pathname } = useLocation()
  const wanted = isTourDue(user, 'start')

  useEffect(() => {
    if (!wanted) {
      if (phase === 'ended') phase = 'idle'
      return
    }
    if (phase !== 'idle' || pathname !== paths.home) return
    phase = 'running'
    // driver.js and the steps load only now, so nobody else downloads them.
    import('./run-tour')
      .then(({ runTour }) =>
        runTour(t, (outcome) => {
          phase = 'ended'
          void markTourSeen(t, 'start', outcome)
        }),
      )
      .catch((error: unknown) => {
        phase = 'ended'
        console.warn('The tour could not start', error)
      })
  }, [wanted, pathname, t])

  return null
}
