import type { de } from '../de'
import type { Translations } from '../types'

export const moduleList: Translations<typeof de.moduleList> = {}
