import { type MetaDataInput, ModuleStatus } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { moduleMetaData, moduleMetaDataTags, modules } from '../../src/db/schema'
import { createGrid, type FilledGrid, fillGrid, insertModule } from '../modules/module-builders'
import type { TestUser } from '../support/builders'
import { confirm, metaData, publish } from './store-fixtures'

// More store set-ups for the search, paging and rule tests (issue 14). The API path (publish, then
// confirm) where one module's details matter; rows straight in the database for the bulk of a long list.

export interface Offer {
  originId: number
  copyId: number
  metaId: number
  /** The original's grid: 2 columns x 1 row, 2 questions per topic, the first with a solution. */
  grid: FilledGrid
}

/**
 * A module of `author` in the store, through the API: built, published with `meta`, and confirmed one
 * minute after the previous confirmation (the clock moves), so "newest" has one answer.
 */
export async function offerInStore(
  t: { app: FastifyInstance; clock: { advanceMinutes(minutes: number): void } },
  users: { author: TestUser; provider: TestUser },
  name: string,
  meta: Partial<MetaDataInput> = {},
): Promise<Offer> {
  const grid = await createGrid(t.app, users.author.user.id, {
    name,
    filled: { columns: 2, rows: 1, questions: 2 },
  })
  const published = await publish(t.app, users.author, grid.moduleId, metaData(meta))
  t.clock.advanceMinutes(1)
  await confirm(t.app, users.provider, published.published_module_id)
  return {
    originId: grid.moduleId,
    copyId: published.published_module_id,
    metaId: published.module_meta_data_id,
    grid,
  }
}

/** A module of `author` published and waiting for the review (not in the store). */
export async function offerAwaiting(
  app: FastifyInstance,
  author: TestUser,
  name: string,
  meta: Partial<MetaDataInput> = {},
): Promise<{ originId: number; copyId: number; metaId: number }> {
  const grid = await createGrid(app, author.user.id, { name, filled: { columns: 1, rows: 1, questions: 1 } })
  const published = await publish(app, author, grid.moduleId, metaData(meta))
  return {
    originId: grid.moduleId,
    copyId: published.published_module_id,
    metaId: published.module_meta_data_id,
  }
}

export interface BulkListing {
  /** Lookups of every copy (defaults: Liechtenstein, its Primarschule, Mathematik, German, 10 crystals, no tags). */
  countryId?: number
  schoolLevelId?: number
  schoolTypeId?: number
  /** The price of the i-th copy (0-based). */
  crystalsOf?: (index: number) => number
  /** Names are `${namePrefix} ${i + 1}` (default "Liste"). */
  namePrefix?: string
  /** The tags of the i-th copy (0-based). */
  tagsOf?: (index: number) => number[]
}

/**
 * `count` listed store copies of `author`, straight in the database (a few statements each): an
 * original, its published copy with a 1 x 1 grid (one question), metadata and tags. The i-th is
 * published i + 1 minutes after the clock's now, so the newest is the last; returns the originals'
 * and the copies' ids in creation order.
 */
export async function insertListedCopies(
  app: FastifyInstance,
  author: TestUser,
  count: number,
  listing: BulkListing = {},
): Promise<{ originId: number; copyId: number }[]> {
  const lines: { originId: number; copyId: number }[] = []
  const start = app.ctx.clock.now().getTime()
  for (let index = 0; index < count; index++) {
    const name = `${listing.namePrefix ?? 'Liste'} ${index + 1}`
    const original = await insertModule(app, author.user.id, { name })
    const publishedAt = new Date(start + (index + 1) * 60_000)
    const [copy] = await app.ctx.db
      .insert(modules)
      .values({
        ownerId: author.user.id,
        name,
        statusId: ModuleStatus.published,
        originModuleId: original.id,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: modules.id })
    await fillGrid(app, copy!.id, { columns: 1, rows: 1, questions: 1 })
    const [meta] = await app.ctx.db
      .insert(moduleMetaData)
      .values({
        moduleId: copy!.id,
        description: `Beschreibung ${index + 1}`,
        crystals: listing.crystalsOf?.(index) ?? 10,
        lernrasterSubjectId: 2,
        schoolLevelId: listing.schoolLevelId ?? 12,
        schoolTypeId: listing.schoolTypeId ?? 22,
        languageId: 1,
        countryId: listing.countryId ?? 4,
        submittedAt: publishedAt,
        reviewedAt: publishedAt,
        publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: moduleMetaData.id })
    const tagIds = listing.tagsOf?.(index) ?? []
    if (tagIds.length > 0) {
      await app.ctx.db
        .insert(moduleMetaDataTags)
        .values(tagIds.map((tagId) => ({ metaDataId: meta!.id, tagId })))
    }
    await app.ctx.db.update(modules).set({ publishedModuleId: copy!.id }).where(eq(modules.id, original.id))
    lines.push({ originId: original.id, copyId: copy!.id })
  }
  return lines
}
