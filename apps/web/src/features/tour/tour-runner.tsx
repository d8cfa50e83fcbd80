import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { switchTourOff } from '../../lib/tour/switch-tour-off'

/*
 * Where this page load stands with the tour. Module state rather than React state: StrictMode runs
 * effects twice, and the tour must start once. 'ended' holds until the user is seen with the flag off,
 * so a not yet reloaded show_tour cannot start it again; after that Hilfe or the settings may.
 */
let phase: 'idle' | 'running' | 'ended' = 'idle'

/** Starts the tour on the start page while the user's show_tour flag is set (spec 1 §4). */
export function TourRunner() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { pathname } = useLocation()
  const wanted = user?.show_tour === true

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
          void switchTourOff(t, outcome)
        }),
      )
      .catch((error: unknown) => {
        phase = 'ended'
        console.warn('The tour could not start', error)
      })
  }, [wanted, pathname, t])

  return null
}
