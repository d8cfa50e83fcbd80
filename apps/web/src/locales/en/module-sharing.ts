import type { de } from '../de'
import type { Translations } from '../types'

export const moduleSharing: Translations<typeof de.moduleSharing> = {}
