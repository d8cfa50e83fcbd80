import type { tour as de } from '../de/tour'
import type { Translations } from '../types'

export const tour: Translations<typeof de> = {}
