import { asc } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { files, moduleChanges, moduleFiles, modules } from '../../src/db/schema'
import { filesRoutes } from '../../src/modules/files/files.routes'
import {
  type Caller,
  callerNames,
  everyTeacher,
  expectRefused,
  type Outcome,
  registeredRoutes,
  teachersObject,
} from '../support/access-table'
import { createCallers, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  createModuleWithBlock,
  fileRow,
  filesOnDisk,
  getFile,
  idOfPath,
  moduleRow,
  postForm,
  sample,
} from './file-builders'

// The access table of the file routes (docs/conventions.md "Tests"): what each caller gets when the module
// and the file belong to the teacher. The admin plays "another teacher".

const t = useTestApp()

interface Fixture {
  moduleId: number
  blockId: number
  /** A file the teacher uploaded. */
  filePath: string
}

interface RouteCase {
  route: string
  expected: Record<Caller, Outcome>
  call(token: string | undefined, fixture: Fixture): Promise<LightMyRequestResponse>
  effect?(who: TestUser, response: LightMyRequestResponse, fixture: Fixture): Promise<void>
}

const uploaded = (response: LightMyRequestResponse) => idOfPath(response.json<{ data: string }>().data)

const cases: RouteCase[] = [
  {
    route: 'POST /files/upload',
    expected: everyTeacher,
    call: (token) => postForm(t.app, '/files/upload', [['file', sample.png, 'a.png']], token),
    effect: async (who, response) =>
      expect(await fileRow(t.app, uploaded(response))).toMatchObject({
        ownerId: who.user.id,
        kind: 'content',
      }),
  },
  {
    route: 'POST /files/uploadSource',
    expected: teachersObject,
    call: (token, fixture) =>
      postForm(
        t.app,
        '/files/uploadSource',
        [
          ['module_id', String(fixture.moduleId)],
          ['block_id', String(fixture.blockId)],
          ['type', 'SourceQuestion'],
          ['file', sample.zip, 'quelle.zip'],
        ],
        token,
      ),
    effect: async (who, response) =>
      expect(await fileRow(t.app, uploaded(response))).toMatchObject({
        ownerId: who.user.id,
        kind: 'source',
      }),
  },
  {
    route: 'POST /modules/updateCover',
    expected: teachersObject,
    call: (token, fixture) =>
      postForm(
        t.app,
        '/modules/updateCover',
        [
          ['module_id', String(fixture.moduleId)],
          ['cover_picture', sample.jpeg, 'deckblatt.jpg'],
        ],
        token,
      ),
    effect: async (_who, response, fixture) =>
      expect((await moduleRow(t.app, fixture.moduleId))?.coverFileId).toBe(
        idOfPath(response.json<{ cover_path: string }>().cover_path),
      ),
  },
  {
    route: 'GET /files/:id',
    expected: teachersObject,
    call: (token, fixture) => getFile(t.app, fixture.filePath, { token }),
    effect: async (_who, response) => expect(response.rawPayload.equals(sample.pdf)).toBe(true),
  },
]

/** Everything a refused call could have touched, on disk too. */
async function snapshot() {
  const db = t.app.ctx.db
  return {
    files: await db.select().from(files).orderBy(asc(files.id)),
    moduleFiles: await db.select().from(moduleFiles).orderBy(asc(moduleFiles.fileId)),
    covers: await db
      .select({ id: modules.id, cover: modules.coverFileId, updatedAt: modules.updatedAt })
      .from(modules)
      .orderBy(asc(modules.id)),
    changes: await db.select().from(moduleChanges).orderBy(asc(moduleChanges.id)),
    disk: await filesOnDisk(t.app),
  }
}

async function prepareFixture(teacher: TestUser): Promise<Fixture> {
  const { moduleId, blockId } = await createModuleWithBlock(t.app, teacher.user.id)
  const response = await postForm(t.app, '/files/upload', [['file', sample.pdf, 'blatt.pdf']], teacher.token)
  return { moduleId, blockId, filePath: response.json<{ data: string }>().data }
}

describe('access of every file route', () => {
  test.each(cases.map((routeCase) => [routeCase.route, routeCase] as const))(
    '%s',
    async (_name, routeCase) => {
      const callers = await createCallers(t.app)
      for (const caller of callerNames) {
        const who = caller === 'anonymous' ? undefined : callers[caller]
        const expected = routeCase.expected[caller]
        const fixture = await prepareFixture(callers.teacher)
        const before = await snapshot()
        const response = await routeCase.call(who?.token, fixture)
        if (typeof expected === 'number') {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected)
          await routeCase.effect?.(who!, response, fixture)
        } else {
          expectRefused(response, expected, caller)
          expect(await snapshot(), `${caller}: a refused call changes nothing`).toEqual(before)
        }
      }
    },
  )

  test('the table lists every file route', async () => {
    const registered = await registeredRoutes(t.app, [filesRoutes])
    expect(new Set(cases.map((routeCase) => routeCase.route))).toEqual(new Set(registered))
    expect(cases).toHaveLength(registered.length)
    expect(registered).toHaveLength(4)
  })
})
