import { ModuleStatus, Role } from '@lernraster/shared'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { moduleMetaData, modules } from '../../../db/schema'
import { hashPassword } from '../../../lib/passwords'
import { newToken } from '../../../lib/secrets'
import { copyModuleGrid, insertModuleCopy } from '../../modules/module-copy.repo'
import { moveCrystals, openCrystalAccount } from '../../store/crystals.repo'
import { insertMetaData, type MetaDataFields } from '../../store/meta-data.repo'
import { insertPurchase } from '../../store/purchase.repo'
import { createAccount } from '../../users/create-account'
import { findUserByEmail } from '../../users/users.repo'
import type { DemoFileSink } from './demo-files'
import type { DemoModuleContent } from './grid-content'
import { prozentrechnenModule, satzgliederModule, wetterModule } from './grids/store-samples'
import { writeDemoModules } from './write-demo-grids'

/**
 * The store of the demo (issue 14): a teacher of another school offers three modules, one of them in a
 * second version, so that the store, a purchase and the outdated flag show on `npm start`. Like the
 * colleague, she is not a demo account and the nightly reset never touches her or her modules: a real
 * teacher who bought one keeps it. Written once; later demo writes find it and only buy again.
 */
export const demoStoreAuthor = {
  firstname: 'Miriam',
  lastname: 'Frei',
  email: 'miriam.frei@kollegium.example',
} as const

interface Sample {
  content: DemoModuleContent
  meta: MetaDataFields
  /** Published in an earlier version first: the demo teacher owns that one and sees it outdated. */
  twoVersions: boolean
  daysAgo: number
}

const samples: readonly Sample[] = [
  {
    content: prozentrechnenModule,
    meta: {
      description: prozentrechnenModule.description,
      crystals: 25,
      lernraster_subject_id: 2,
      schoollevel_id: 4,
      schooltype_id: 2,
      language_id: 1,
      country_id: 1,
      tag_ids: [1, 8, 10],
    },
    twoVersions: true,
    daysAgo: 30,
  },
  {
    content: wetterModule,
    meta: {
      description: wetterModule.description,
      crystals: 10,
      lernraster_subject_id: 6,
      schoollevel_id: 3,
      schooltype_id: 1,
      language_id: 1,
      country_id: 1,
      tag_ids: [5, 12],
    },
    twoVersions: false,
    daysAgo: 12,
  },
  {
    content: satzgliederModule,
    meta: {
      description: satzgliederModule.description,
      crystals: 0,
      lernraster_subject_id: 1,
      schoollevel_id: 7,
      schooltype_id: 10,
      language_id: 1,
      country_id: 2,
      tag_ids: [1, 3],
    },
    twoVersions: false,
    daysAgo: 5,
  },
]

const dayMs = 24 * 60 * 60 * 1000

/** A confirmed store copy of `originId`, as publishing and the provider's confirmation make it. */
async function publishSample(
  db: Db,
  input: { originId: number; ownerId: number; name: string; meta: MetaDataFields; at: Date },
): Promise<number> {
  const copyId = await insertModuleCopy(db, {
    sourceId: input.originId,
    ownerId: input.ownerId,
    name: input.name,
    now: input.at,
    originModuleId: input.originId,
  })
  await copyModuleGrid(db, { sourceId: input.originId, targetId: copyId, now: input.at })
  const metaId = await insertMetaData(db, { moduleId: copyId, fields: input.meta, now: input.at })
  await db.update(modules).set({ statusId: ModuleStatus.published }).where(eq(modules.id, copyId))
  await db
    .update(moduleMetaData)
    .set({ reviewedAt: input.at, publishedAt: input.at })
    .where(eq(moduleMetaData.id, metaId))
  await db.update(modules).set({ publishedModuleId: copyId }).where(eq(modules.id, input.originId))
  return copyId
}

/** Writes the author and her store once; answers the earlier version the demo teacher bought. */
async function ensureStoreSamples(db: Db, now: Date, sink: DemoFileSink): Promise<number | undefined> {
  const existing = await findUserByEmail(db, demoStoreAuthor.email)
  if (existing) return findEarlierVersion(db, existing.id)
  const author = await createAccount(
    db,
    {
      ...demoStoreAuthor,
      passwordHash: await hashPassword(newToken()),
      roleId: Role.teacher,
      emailConfirmed: true,
      activated: true,
    },
    now,
  )
  const written = await writeDemoModules(
    db,
    samples.map((sample) => ({ content: sample.content, subjectId: null })),
    author.id,
    'store-samples',
    now,
    sink,
  )
  for (const [index, sample] of samples.entries()) {
    const publish = (name: string, daysAgo: number) =>
      publishSample(db, {
        originId: written[index]!.moduleId,
        ownerId: author.id,
        name,
        meta: sample.meta,
        at: new Date(now.getTime() - daysAgo * dayMs),
      })
    if (!sample.twoVersions) {
      await publish(sample.content.name, sample.daysAgo)
      continue
    }
    const earlier = await publish(sample.content.name, sample.daysAgo)
    await publish(sample.content.name, 3)
    await db
      .update(moduleMetaData)
      .set({ supersededAt: new Date(now.getTime() - 3 * dayMs) })
      .where(eq(moduleMetaData.moduleId, earlier))
  }
  return findEarlierVersion(db, author.id)
}

/** The superseded version of the sample with two versions. */
async function findEarlierVersion(db: Db, authorId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .innerJoin(moduleMetaData, eq(moduleMetaData.moduleId, modules.id))
    .where(and(eq(modules.ownerId, authorId), isNotNull(moduleMetaData.supersededAt)))
    .limit(1)
  return row?.id
}

/**
 * The store samples (once), and the demo teacher's purchase of the earlier version a week ago: the
 * Available tab shows it bought and outdated, the crystal history a start and a purchase. Demo crystals
 * are play money: the author is not credited (as for every demo purchase). Unlike a visitor's purchase it
 * is no line of the audit trail: the nightly reset writes it anew, and the append-only trail would gain
 * a purchase that never happened every night (decision 054).
 */
export async function writeDemoStore(
  db: Db,
  teacherId: number,
  input: { startCrystals: number; now: Date; sink: DemoFileSink },
): Promise<void> {
  const earlierId = await ensureStoreSamples(db, input.now, input.sink)
  if (earlierId === undefined) return
  const boughtAt = new Date(input.now.getTime() - 7 * dayMs)
  const opened = new Date(input.now.getTime() - 120 * dayMs)
  const price = samples.find((sample) => sample.twoVersions)!.meta.crystals
  await openCrystalAccount(db, teacherId, input.startCrystals, opened)
  if (!(await insertPurchase(db, { moduleId: earlierId, userId: teacherId, crystals: price, now: boughtAt })))
    return
  const name = samples.find((sample) => sample.twoVersions)!.content.name
  await moveCrystals(
    db,
    { userId: teacherId, amount: -price, kind: 'purchase', moduleId: earlierId, moduleName: name },
    boughtAt,
  )
}
