import { delays } from '@lernraster/shared'
import type { TFunction } from 'i18next'
import { reloadUser } from '../session'
import { showSnackbar } from '../snackbar'
import { updateTour } from '../update-tour'
import type { TourOutcome } from './tour-outcome'

/**
 * However a tour ends, show_tour goes off so it does not come back by itself; only cancelling before
 * the last stop is announced, in the 7 s snackbar (spec 1 §4, spec 2 §2). Not in the tours' lazy
 * chunk: these helpers are loaded anyway. The tour's texts are registered by the tour that ran.
 */
export async function switchTourOff(t: TFunction, outcome: TourOutcome) {
  try {
    await updateTour({ show_tour: false })
    await reloadUser()
  } catch (error) {
    console.warn('The tour flag was not saved', error)
  }
  if (outcome === 'cancelled') showSnackbar(t('tour.cancelled'), 'info', delays.tourCancelledSnackbar)
}
