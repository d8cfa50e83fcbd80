import type { UpdateTourBody } from '@lernraster/shared'
import { callApi } from './api-client'

/** `account/updateTour`: both the settings card and the tour itself switch the flag. */
export function updateTour(body: UpdateTourBody) {
  return callApi('POST /account/updateTour', { body })
}
