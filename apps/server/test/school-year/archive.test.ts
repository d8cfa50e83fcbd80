import { beforeAll, describe, expect, test } from 'vitest'
import { rate } from '../activations/activation-builders'
import { type StudentWorld, studentApi, studentWorld } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
let world: StudentWorld
beforeAll(async () => {
  world = await studentWorld(t.app)
})

describe('smoke', () => {
  test('archive and back', async () => {
    const qs = world.grid.topics[0]!.questionIds
    await rate(t.app, {
      eventId: world.eventId,
      userId: world.student.user.id,
      questionIds: qs,
      grades: [5, 4],
    })
    const before = (
      await api(t.app, world.teacher.token).get(
        `/modules/withEvaluationsById?id=${world.grid.moduleId}&event_id=${world.eventId}`,
      )
    ).json()
    const archived = await api(t.app, world.teacher.token).post('/groups/archive', {
      id: world.group.id,
      next_name: '8a',
    })
    expect(archived.statusCode, archived.body).toBe(200)
    console.log(archived.body)
    const after = (
      await api(t.app, world.teacher.token).get(
        `/modules/withEvaluationsById?id=${world.grid.moduleId}&event_id=${world.eventId}`,
      )
    ).json()
    // The one difference: the answer now says the run is archived (the progress screen shows it read-only).
    expect(after.archived_in).toBe('2026/27')
    expect({ ...after, archived_in: null }).toEqual(before)
    const mods = await studentApi(t.app, world.student.token).get('/modules')
    console.log(mods.body)
    const again = await studentApi(t.app, world.student.token).post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: qs[0],
      grade: 3,
    })
    console.log(again.statusCode, again.body)
    const back = await api(t.app, world.teacher.token).post('/groups/unarchive', { id: world.group.id })
    expect(back.statusCode, back.body).toBe(200)
  })
})
