import { appConfigResponse } from '../contracts/app-config'
import { defineCalls } from './call'

/** Public facts of this installation that the web app shows (contact, app-switcher, demo domain). */
export const appConfigCalls = defineCalls('app', {
  'GET /app-config': {
    operationId: 'getAppConfig',
    summary: 'Öffentliche Angaben dieser Installation: Kontakt, Adressen der Apps, Fristen',
    access: 'public',
    answer: appConfigResponse,
    errors: [],
  },
})
