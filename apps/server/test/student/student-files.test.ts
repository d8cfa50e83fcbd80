import { studentFilePathPrefix } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { groupUsers } from '../../src/db/schema'
import { getFile, idOfPath, sample } from '../files/file-builders'
import { createClass, createEvent } from '../school/school-builders'
import { useTestApp } from '../support/test-app'
import { createStudent, giveQuestionFiles, ok, studentApi, studentWorld } from './student-builders'

// Issue 15: the files of a student's modules. A question's uploaded file shows in the student app,
// a solution file once the question is rated, the teacher's source files never; each through the
// student API with the student's own rights (decision 019), read by <img src> and links through
// the student_token cookie.

const t = useTestApp()

/** A student world whose first question of topic 1.1 has an image, a PDF solution and a source file. */
async function worldWithFiles() {
  const world = await studentWorld(t.app)
  return { ...world, ...(await giveQuestionFiles(t.app, world)) }
}
type FilesWorld = Awaited<ReturnType<typeof worldWithFiles>>

const asStudent = (storedPath: string) => `${studentFilePathPrefix}${idOfPath(storedPath)}`
const rate = async (world: FilesWorld) =>
  ok<{ solutions: { content: string; content_type_id: number }[] }>(
    await studentApi(t.app, world.student.token).post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: world.questionId,
      grade: 5,
    }),
  )

let world: FilesWorld
beforeAll(async () => {
  world = await worldWithFiles()
})

describe('the topic names files by the student API', () => {
  test('the question file at once, the solution file once rated; the source file never', async () => {
    const mine = await worldWithFiles()
    const topicOf = async () =>
      ok<{
        questions: {
          id: number
          link: string | null
          file: string | null
          solutions: { content: string }[]
        }[]
      }>(
        await studentApi(t.app, mine.student.token).get('/topics/byId', {
          event_id: mine.eventId,
          topic_id: mine.grid.at(1, 1).id,
        }),
      ).questions.find((question) => question.id === mine.questionId)!
    const before = await topicOf()
    expect(before).toMatchObject({ link: null, file: asStudent(mine.stored.question), solutions: [] })
    expect(JSON.stringify(before)).not.toContain(idOfPath(mine.stored.source))

    expect((await rate(mine)).solutions).toEqual([
      expect.objectContaining({ content: asStudent(mine.stored.solution), content_type_id: 2 }),
    ])
    expect((await topicOf()).solutions).toEqual([
      expect.objectContaining({ content: asStudent(mine.stored.solution) }),
    ])
  })
})

describe('GET /api/student/v1/files/:id', () => {
  test('the student reads the question file by bearer token and by the student_token cookie', async () => {
    const byToken = await getFile(t.app, asStudent(world.stored.question), { token: world.student.token })
    expect(byToken.statusCode).toBe(200)
    expect(byToken.rawPayload.equals(sample.png)).toBe(true)
    expect(byToken.headers['content-type']).toBe('image/png')
    const byCookie = await getFile(t.app, asStudent(world.stored.question), {
      cookie: `theme=dark; student_token=${world.student.token}`,
    })
    expect(byCookie.statusCode).toBe(200)
    // The teacher app's cookie is not the student app's.
    const wrongCookie = await getFile(t.app, asStudent(world.stored.question), {
      cookie: `api_token=${world.student.token}`,
    })
    expect(wrongCookie.statusCode).toBe(401)
  })

  test('a part of the file (Range, 206) and "unchanged" (ETag, 304), as in the teacher API', async () => {
    const url = `${asStudent(world.stored.question)}`
    const headers = { authorization: `Bearer ${world.student.token}` }
    const part = await t.app.inject({ method: 'GET', url, headers: { ...headers, range: 'bytes=0-7' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.equals(sample.png.subarray(0, 8))).toBe(true)
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': part.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  test('the solution file only once the student has rated the question', async () => {
    const mine = await worldWithFiles()
    const solution = () => getFile(t.app, asStudent(mine.stored.solution), { token: mine.student.token })
    expect((await solution()).statusCode).toBe(404)
    await rate(mine)
    const after = await solution()
    expect(after.statusCode).toBe(200)
    expect(after.headers['content-type']).toBe('application/pdf')
  })

  test('never the source file, nor a file id that is not one', async () => {
    expect(
      (await getFile(t.app, asStudent(world.stored.source), { token: world.student.token })).statusCode,
    ).toBe(404)
    expect(
      (await getFile(t.app, `${studentFilePathPrefix}..%2F..%2Fetc`, { token: world.student.token }))
        .statusCode,
    ).toBe(404)
  })

  test('a student of another class gets 404, a teacher 403, nobody 401', async () => {
    const stranger = await createStudent(t.app)
    const path = asStudent(world.stored.question)
    expect((await getFile(t.app, path, { token: stranger.token })).statusCode).toBe(404)
    expect((await getFile(t.app, path, { token: world.teacher.token })).json()).toMatchObject({
      code: 'teacherNotAllowed',
    })
    expect((await getFile(t.app, path)).statusCode).toBe(401)
  })

  test('an inactive member still reads; a student who left the class does not', async () => {
    const mine = await worldWithFiles()
    const read = () => getFile(t.app, asStudent(mine.stored.question), { token: mine.student.token })
    const membership = eq(groupUsers.userId, mine.student.user.id)
    await t.app.ctx.db.update(groupUsers).set({ active: false }).where(membership)
    expect((await read()).statusCode).toBe(200)
    await t.app.ctx.db.delete(groupUsers).where(membership)
    expect((await read()).statusCode).toBe(404)
  })

  test('homework on a topic opens that topic’s files to its class, not the rest of the module', async () => {
    const mine = await worldWithFiles()
    const other = await createStudent(t.app)
    const group = await createClass(t.app, mine.teacher.user.id, `Klasse ${other.user.id}`)
    ok(await studentApi(t.app, other.token).post('/groups/join', { token: group.token }))
    const read = () => getFile(t.app, asStudent(mine.stored.question), { token: other.token })
    const homework = (topicId: number) =>
      createEvent(t.app, {
        type: 'homework',
        teacherId: mine.teacher.user.id,
        groupId: group.id,
        subjectId: mine.subjectId,
        topicId,
        dueAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
    await homework(mine.grid.at(2, 1).id)
    expect((await read()).statusCode).toBe(404)
    await homework(mine.grid.at(1, 1).id)
    expect((await read()).statusCode).toBe(200)
  })
})
