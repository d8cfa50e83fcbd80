import type { providerMenu as de } from '../de/provider-menu'
import type { Translations } from '../types'

export const providerMenu: Translations<typeof de> = {
  providerArea: 'Crystal ledger and audit trail',
  waiting_one: '{{count}} publication waits for review',
  waiting_other: '{{count}} publications wait for review',
}
