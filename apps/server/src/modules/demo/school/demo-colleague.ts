import {
  ChangeKind,
  type ChangeKindName,
  ChangeSubject,
  type ChangeSubjectName,
  Role,
} from '@lernraster/shared'
import type { Db } from '../../../db/client'
import type { UserRow } from '../../../db/schema'
import { hashPassword } from '../../../lib/passwords'
import { newToken } from '../../../lib/secrets'
import { createAccount } from '../../users/create-account'
import { findUserByEmail } from '../../users/users.repo'
import { sachrechnenModule } from './grids/sachrechnen-kollegin'

/**
 * A colleague of every demo teacher: she built a module and shared it with them, and keeps changing
 * it, so that the Available tab and its change feed have something to show. Not a demo account (her
 * address has no "demo" and is not of the product's domain): the reset restores her module, never her
 * account, and nobody logs in as her. Her address is of a reserved domain (RFC 2606) like the
 * students', so no real person can own it.
 */
export const demoColleague = {
  firstname: 'Petra',
  lastname: 'Keller',
  email: 'petra.keller@kollegium.example',
} as const

export const colleagueModule = sachrechnenModule

/** When she built the module and shared it, in days before the demo is written. */
export const colleagueModuleTimes = { createdDaysAgo: 40, sharedDaysAgo: 21 } as const

export interface DemoChange {
  subject: ChangeSubjectName
  kind: ChangeKindName
  name: string
  hoursAgo: number
}

/**
 * What she changed since she shared it (the change feed's entries), oldest first. The names match the
 * module as written: what is new or updated is in it, what is deleted is not.
 */
export const colleagueChanges: readonly DemoChange[] = [
  { subject: ChangeSubject.block, kind: ChangeKind.updated, name: 'Massstab und Karten', hoursAgo: 140 },
  { subject: ChangeSubject.topic, kind: ChangeKind.new, name: 'Sachrechnen gemischt', hoursAgo: 118 },
  {
    subject: ChangeSubject.question,
    kind: ChangeKind.new,
    name: 'Ich kann mein Ergebnis mit einer Überschlagsrechnung prüfen.',
    hoursAgo: 117,
  },
  {
    subject: ChangeSubject.question,
    kind: ChangeKind.deleted,
    name: 'Ich kann eine Wanderkarte richtig falten.',
    hoursAgo: 70,
  },
  {
    subject: ChangeSubject.question,
    kind: ChangeKind.updated,
    name: 'Ich kann Umsteigezeiten berechnen.',
    hoursAgo: 47,
  },
  { subject: ChangeSubject.block, kind: ChangeKind.deleted, name: 'Schätzen und Überschlagen', hoursAgo: 30 },
  { subject: ChangeSubject.topic, kind: ChangeKind.updated, name: 'Rabatt und Aktion', hoursAgo: 26 },
  { subject: ChangeSubject.module, kind: ChangeKind.updated, name: sachrechnenModule.name, hoursAgo: 4 },
]

export const findDemoColleague = (db: Db) => findUserByEmail(db, demoColleague.email)

/** Her account: a confirmed, activated teacher with a password nobody knows; made once, then kept. */
export async function ensureDemoColleague(db: Db, now: Date): Promise<UserRow> {
  const existing = await findDemoColleague(db)
  if (existing) return existing
  return createAccount(
    db,
    {
      ...demoColleague,
      passwordHash: await hashPassword(newToken()),
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
    },
    now,
  )
}
