import { delays } from '@lernraster/shared'
import type { TFunction } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { paths } from '../../lib/paths'
import { reloadUser, useSession } from '../../lib/session'
import { showSnackbar } from '../../lib/snackbar'
import { updateTour } from '../../lib/update-tour'
import type { TourOutcome } from './model/tour-steps'

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
          void switchOff(t, outcome)
        }),
      )
      .catch((error: unknown) => {
        phase = 'ended'
        console.warn('The tour could not start', error)
      })
  }, [wanted, pathname, t])

  return null
}

/**
 * However the tour ends, show_tour goes off so it does not come back by itself; only cancelling before
 * the last stop is announced (spec 1 §4). Kept here, not in the lazy chunk: these helpers are loaded anyway.
 */
async function switchOff(t: TFunction, outcome: TourOutcome) {
  try {
    await updateTour({ show_tour: false })
    await reloadUser()
  } catch (error) {
    console.warn('The tour flag was not saved', error)
  }
  if (outcome === 'cancelled') void showSnackbar(t('tour.cancelled'), 'info', delays.tourCancelledSnackbar)
}
