/** The German pack: the product's source texts. Its shape types every key (see lib/i18n.ts). */
import { account } from './account'
import { classes } from './classes'
import { deCore } from './core'
import { home } from './home'
import { subjects } from './subjects'
import { tour } from './tour'

export const de = { ...deCore, home, account, tour, subjects, classes } as const
