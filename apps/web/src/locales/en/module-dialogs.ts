import type { de } from '../de'
import type { Translations } from '../types'

export const moduleDialogs: Translations<typeof de.moduleDialogs> = {}
