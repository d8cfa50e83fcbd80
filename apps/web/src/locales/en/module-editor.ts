import type { de } from '../de'
import type { Translations } from '../types'

export const moduleEditor: Translations<typeof de.moduleEditor> = {}
