import { auth } from './auth'
import { common } from './common'
import { messages } from './messages'
import { shell } from './shell'

/**
 * The German texts the first screens need; they ship with the app. The texts of screens that load
 * later (settings, tour) come with those screens' code (`registerGermanTexts`), so the login screen
 * stays within its size budget (decision 007). `index.ts` has the whole pack, which types every key.
 */
export const deCore = { common, shell, messages, auth } as const
