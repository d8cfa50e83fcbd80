import type { de } from '../de'
import type { Translations } from '../types'

export const moduleActive: Translations<typeof de.moduleActive> = {}
