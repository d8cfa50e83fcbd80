import type { auth as de } from '../de/auth'
import type { Translations } from '../types'

export const auth: Translations<typeof de> = {}
