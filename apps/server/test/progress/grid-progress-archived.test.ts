import { type ModuleWithEvaluations, schoolYearOf } from '@lernraster/shared'
import { beforeAll, describe, expect, test } from 'vitest'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { type RunningModule, rateTopic, read, runningModule } from './progress-builders'

// Issue 36 item 4: the progress screen says when its run belongs to an archived class, and in which
// school year it was archived, so it can show the run read-only. Everything else reads as before.

const t = useTestApp()
let teacher: TestUser
let running: RunningModule
const grid = () =>
  read<ModuleWithEvaluations>(t.app, teacher, '/modules/withEvaluationsById', {
    id: running.grid.moduleId,
    event_id: running.eventId,
  })

beforeAll(async () => {
  teacher = await createUser(t.app)
  running = await runningModule(t.app, teacher.user.id, { students: 2 })
  await rateTopic(t.app, running, running.students[0]!, running.grid.at(1, 1).questionIds, [5, 4, 4.5])
})

describe('GET /modules/withEvaluationsById: archived_in', () => {
  test('is null for a class of the current year, the school year once archived, null again when back', async () => {
    const current = await grid()
    expect(current.archived_in).toBeNull()

    const archived = await api(t.app, teacher.token).post('/groups/archive', { id: running.groupId })
    expect(archived.statusCode, archived.body).toBe(200)
    const fromArchive = await grid()
    // TestClock starts on 2 November 2026: the school year 2026/27.
    expect(fromArchive.archived_in).toBe('2026/27')
    expect(fromArchive.archived_in).toBe(schoolYearOf(t.clock.now()))
    expect({ ...fromArchive, archived_in: null }).toEqual(current)

    const back = await api(t.app, teacher.token).post('/groups/unarchive', { id: running.groupId })
    expect(back.statusCode, back.body).toBe(200)
    expect((await grid()).archived_in).toBeNull()
  })
})
