import type { de } from '../de'
import type { Translations } from '../types'

export const moduleFeeds: Translations<typeof de.moduleFeeds> = {}
