import type { MetaDataInput } from '@lernraster/shared'
import type { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { resultRows } from '../../src/lib/result-rows'
import { createGrid } from '../modules/module-builders'
import { api, type TestUser } from '../support/builders'

// Publishing and buying as teachers and the provider do it, through the API (issue 14).

/** Valid metadata: Switzerland, Sekundarstufe I, Sekundarschule, German, 25 crystals, two tags. */
export const metaData = (overrides: Partial<MetaDataInput> = {}): MetaDataInput => ({
  description: 'Prozente im Alltag: Rabatte, Umfragen, Zinsen.',
  crystals: 25,
  lernraster_subject_id: 2,
  schoollevel_id: 4,
  schooltype_id: 2,
  language_id: 1,
  country_id: 1,
  tag_ids: [1, 8],
  ...overrides,
})

/** An own module with content (2 x 1 topics, 2 questions each); returns its id. */
export async function moduleWithContent(app: FastifyInstance, author: TestUser, name = 'Prozentrechnen') {
  const grid = await createGrid(app, author.user.id, { name, filled: { columns: 2, rows: 1, questions: 2 } })
  return grid.moduleId
}

export async function publish(app: FastifyInstance, author: TestUser, moduleId: number, meta = metaData()) {
  const response = await api(app, author.token).post('/modules/publish', { id: moduleId, metaData: meta })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { published_module_id: number; module_meta_data_id: number }
}

export async function confirm(app: FastifyInstance, provider: TestUser, copyId: number) {
  const response = await api(app, provider.token).post('/publications/confirm', { id: copyId })
  expect(response.statusCode, response.body).toBe(200)
}

/** A module of `author` in the store: built, published, confirmed. */
export async function listedModule(
  app: FastifyInstance,
  users: { author: TestUser; provider: TestUser },
  options: { name?: string; meta?: Partial<MetaDataInput> } = {},
) {
  const originId = await moduleWithContent(app, users.author, options.name)
  const { published_module_id: copyId, module_meta_data_id: metaId } = await publish(
    app,
    users.author,
    originId,
    metaData(options.meta),
  )
  await confirm(app, users.provider, copyId)
  return { originId, copyId, metaId }
}

export async function balanceOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const response = await api(app, user.token).get('/crystals/balance')
  expect(response.statusCode, response.body).toBe(200)
  return response.json().balance
}

/** Sets a balance through the provider's grant (the ledger stays whole). */
export async function setBalance(app: FastifyInstance, user: TestUser, balance: number) {
  const { grantCrystals } = await import('../../src/modules/store/crystals.service')
  const now = await balanceOf(app, user)
  if (now !== balance)
    await grantCrystals(app.ctx, {
      actorId: null,
      userId: user.user.id,
      amount: balance - now,
      reason: 'Test',
    })
}

/** Rows of one SQL query (for checks the API does not answer). */
export async function rows<Row>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<Row[]> {
  return resultRows<Row>(await app.ctx.db.execute(query))
}
