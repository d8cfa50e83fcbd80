import { delays, type TourName } from '@lernraster/shared'
import type { TFunction } from 'i18next'
import { callApi } from '../api-client'
import { reloadUser } from '../session'
import { showSnackbar } from '../snackbar'
import type { TourOutcome } from './tour-outcome'

/**
 * However a tour ends, it is marked seen, and only it (issue 31: one flag for every tour turned them
 * all off): show_tour stays on for the tours not yet seen. Only cancelling before the last stop is
 * announced, in the 7 s snackbar (docs/product/accounts.md "Product tour", docs/product/progress.md "Tour"). Not in the tours' lazy chunk:
 * these helpers are loaded anyway. The tour's texts are registered by the tour that ran.
 */
export async function markTourSeen(t: TFunction, tour: TourName, outcome: TourOutcome) {
  try {
    await callApi('POST /users/tourSeen', { body: { tour } })
    await reloadUser()
  } catch (error) {
    console.warn('The tour was not marked as seen', error)
  }
  if (outcome === 'cancelled') showSnackbar(t('tour.cancelled'), 'info', delays.tourCancelledSnackbar)
}
