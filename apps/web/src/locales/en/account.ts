import type { account as de } from '../de/account'
import type { Translations } from '../types'

export const account: Translations<typeof de> = {}
