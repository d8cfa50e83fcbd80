/** The German pack: the product's source texts. Its shape types every key (see lib/i18n.ts). */
import { account } from './account'
import { auth } from './auth'
import { common } from './common'
import { feedback } from './feedback'
import { home } from './home'
import { messages } from './messages'
import { shell } from './shell'
import { tour } from './tour'

export const de = { common, shell, home, messages, auth, account, feedback, tour } as const
