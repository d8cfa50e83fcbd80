import type { UpdateTourBody, UserInfo } from '@lernraster/shared'
import { apiRequest } from './api-client'

/** `account/updateTour`: both the settings card and the tour itself switch the flag. */
export function updateTour(body: UpdateTourBody) {
  return apiRequest<UserInfo>('POST', 'account/updateTour', { body })
}
