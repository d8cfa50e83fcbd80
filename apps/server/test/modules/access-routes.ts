import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { blocks, modules, topics } from '../../src/db/schema'
import { checkOf, fiveItems } from '../checks/check-builders'
import { type Caller, everyTeacher, type Outcome, teachersObject } from '../support/access-table'
import type { api, TestUser } from '../support/builders'
import { createGrid, questionBody, rateQuestions, topicBody } from './module-builders'

// The access table of access.test.ts: every route of the module and grid plugins, what each caller
// gets when the module belongs to the teacher. The admin plays "another teacher".

type Client = ReturnType<typeof api>

/** The teacher's module, made afresh before each caller's call. */
export interface Fixture {
  moduleId: number
  /** Column 1 holds a topic in row 1; column 2 is empty. */
  blockId: number
  emptyBlockId: number
  topicId: number
  questionId: number
}

export interface RouteCase {
  route: string
  expected: Record<Caller, Outcome>
  call(client: Client, fixture: Fixture): Promise<LightMyRequestResponse>
  /** Checks the effect of an accepted call; `who` made it. */
  effect?(who: TestUser, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
}

/** A module with two blocks, one topic with one question, rated by a class of the teacher. */
export async function prepareFixture(app: FastifyInstance, teacher: TestUser): Promise<Fixture> {
  const grid = await createGrid(app, teacher.user.id, { filled: { columns: 1, rows: 1, questions: 1 } })
  const [empty] = await app.ctx.db
    .insert(blocks)
    .values({ moduleId: grid.moduleId, name: 'Leer', order: 2 })
    .returning()
  const topic = grid.at(1, 1)
  await rateQuestions(app, teacher.user.id, topic.questionIds)
  return {
    moduleId: grid.moduleId,
    blockId: topic.blockId,
    emptyBlockId: empty!.id,
    topicId: topic.id,
    questionId: topic.questionIds[0]!,
  }
}

/** `app` is read when a call runs: the table is built before the test file's app exists. */
export function routeCases(app: () => FastifyInstance): RouteCase[] {
  const db = () => app().ctx.db
  const moduleRow = async (id: number) => (await db().select().from(modules).where(eq(modules.id, id)))[0]
  const blockRow = async (id: number) => (await db().select().from(blocks).where(eq(blocks.id, id)))[0]
  const topicRow = async (id: number) => (await db().select().from(topics).where(eq(topics.id, id)))[0]
  const ids = (response: LightMyRequestResponse) => (response.json() as { id: number }[]).map((row) => row.id)
  const listsFixtureOnlyForOwner = async (
    who: TestUser,
    response: LightMyRequestResponse,
    fixture: Fixture,
  ) => {
    const owner = (await moduleRow(fixture.moduleId))!.ownerId
    const listed = ids(response).includes(fixture.moduleId)
    expect(listed, who.user.email).toBe(owner === who.user.id)
  }
  const topicUpdate = (fixture: Fixture) => ({
    id: fixture.topicId,
    title: 'Umbenannt',
    order: 1,
    questions: [{ id: fixture.questionId, title: 'Ich kann es', description: 'Beschreibung' }],
  })

  return [
    {
      route: 'GET /topic_types',
      expected: everyTeacher,
      call: (client) => client.get('/topic_types'),
      effect: async (_who, response) => expect(ids(response)).toContain(1),
    },
    {
      route: 'GET /modules',
      expected: everyTeacher,
      call: (client) => client.get('/modules'),
      effect: listsFixtureOnlyForOwner,
    },
    {
      route: 'GET /modules/draft',
      expected: everyTeacher,
      call: (client) => client.get('/modules/draft'),
      effect: listsFixtureOnlyForOwner,
    },
    {
      route: 'POST /modules/store',
      expected: everyTeacher,
      call: (client) => client.post('/modules/store', { name: 'Neu' }),
      effect: async (who, response) =>
        expect(await moduleRow(response.json().id)).toMatchObject({ ownerId: who.user.id, name: 'Neu' }),
    },
    {
      route: 'GET /modules/byId',
      expected: teachersObject,
      call: (client, fixture) => client.get('/modules/byId', { id: String(fixture.moduleId) }),
      effect: async (_who, response) =>
        expect(response.json()).toMatchObject({ is_owner: true, topics_count: 1 }),
    },
    {
      route: 'POST /modules/update',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/modules/update', { id: fixture.moduleId, name: 'Umbenannt', columns: 1 }),
      effect: async (_who, _response, fixture) => {
        expect(await moduleRow(fixture.moduleId)).toMatchObject({ name: 'Umbenannt', columns: 1 })
        expect(await blockRow(fixture.emptyBlockId)).toBeUndefined()
      },
    },
    {
      route: 'POST /modules/remove',
      expected: teachersObject,
      call: (client, fixture) => client.post('/modules/remove', { id: fixture.moduleId }),
      effect: async (_who, _response, fixture) => expect(await moduleRow(fixture.moduleId)).toBeUndefined(),
    },
    {
      route: 'POST /modules/duplicate',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/modules/duplicate', { module_id: fixture.moduleId, new_title: 'Kopie' }),
      effect: async (who, response) =>
        expect(await moduleRow(response.json().id)).toMatchObject({ ownerId: who.user.id, name: 'Kopie' }),
    },
    {
      route: 'GET /modules/removalImpact',
      expected: teachersObject,
      call: (client, fixture) =>
        client.get('/modules/removalImpact', { id: String(fixture.moduleId), scope: 'module' }),
      effect: async (_who, response) =>
        expect(response.json()).toMatchObject({
          blocks: 2,
          topics: 1,
          questions: 1,
          evaluations: 1,
          classes: 1,
        }),
    },
    {
      route: 'GET /blocks',
      expected: teachersObject,
      call: (client, fixture) => client.get('/blocks', { module_id: String(fixture.moduleId) }),
      effect: async (_who, response, fixture) =>
        expect(ids(response)).toEqual([fixture.blockId, fixture.emptyBlockId]),
    },
    {
      route: 'POST /blocks/store',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/blocks/store', { module_id: fixture.moduleId, name: 'Drei', order: 3 }),
      effect: async (_who, response, fixture) =>
        expect(await blockRow(response.json().id)).toMatchObject({ moduleId: fixture.moduleId, order: 3 }),
    },
    {
      route: 'POST /blocks/update',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/blocks/update', { id: fixture.blockId, name: 'Umbenannt', order: 1 }),
      effect: async (_who, _response, fixture) =>
        expect(await blockRow(fixture.blockId)).toMatchObject({ name: 'Umbenannt' }),
    },
    {
      route: 'POST /blocks/remove',
      expected: teachersObject,
      call: (client, fixture) => client.post('/blocks/remove', { id: fixture.blockId }),
      effect: async (_who, _response, fixture) => expect(await topicRow(fixture.topicId)).toBeUndefined(),
    },
    {
      route: 'POST /topics/store',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post(
          '/topics/store',
          topicBody(fixture.emptyBlockId, 2, { questions: [questionBody('Ich kann')] }),
        ),
      effect: async (_who, response, fixture) =>
        expect(await topicRow(response.json().id)).toMatchObject({ blockId: fixture.emptyBlockId, order: 2 }),
    },
    {
      route: 'GET /checks/byTopic',
      expected: teachersObject,
      call: (client, fixture) => client.get('/checks/byTopic', { topic_id: String(fixture.topicId) }),
    },
    {
      route: 'POST /checks/save',
      expected: teachersObject,
      call: (client, fixture) => client.post('/checks/save', checkOf(fixture.topicId)),
      effect: async (_who, response, fixture) =>
        expect(response.json()).toMatchObject({ topic_id: fixture.topicId, items: fiveItems }),
    },
    {
      route: 'POST /checks/remove',
      expected: teachersObject,
      call: (client, fixture) => client.post('/checks/remove', { topic_id: fixture.topicId }),
      effect: async (_who, response) => expect(response.json()).toEqual({ removed: false }),
    },
    {
      route: 'POST /topics/update',
      expected: teachersObject,
      call: (client, fixture) => client.post('/topics/update', topicUpdate(fixture)),
      effect: async (_who, _response, fixture) =>
        expect(await topicRow(fixture.topicId)).toMatchObject({ title: 'Umbenannt' }),
    },
    {
      route: 'POST /topics/remove',
      expected: teachersObject,
      call: (client, fixture) => client.post('/topics/remove', { id: fixture.topicId }),
      effect: async (_who, _response, fixture) => expect(await topicRow(fixture.topicId)).toBeUndefined(),
    },
    {
      route: 'POST /topics/swap',
      expected: teachersObject,
      call: (client, fixture) =>
        client.post('/topics/swap', {
          topic_id: fixture.topicId,
          new_block_id: fixture.emptyBlockId,
          new_order: 3,
        }),
      effect: async (_who, _response, fixture) =>
        expect(await topicRow(fixture.topicId)).toMatchObject({ blockId: fixture.emptyBlockId, order: 3 }),
    },
  ]
}
