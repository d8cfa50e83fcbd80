import type { feedback as de } from '../de/feedback'
import type { Translations } from '../types'

export const feedback: Translations<typeof de> = {}
