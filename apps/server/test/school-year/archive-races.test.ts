import { studentErrorMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { studentApi, studentWorld } from '../student/student-builders'
import { api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { rowCountsIn } from './archive-builders'

// Decision 051, on PostgreSQL (postgres-run.mjs) where requests truly overlap: ratings sent while the
// class is being archived either land before the move and go into the archive with the rest, or find
// the class archived and are refused with its reason. None is left behind in the hot tables.

const t = useTestApp()

describe('archiving while students rate', () => {
  test('every accepted rating ends in the archive, every other is refused as archived', async () => {
    const world = await studentWorld(t.app)
    const questionIds = world.grid.topics.flatMap((topic) => topic.questionIds)
    const student = studentApi(t.app, world.student.token)
    const ratings = questionIds.map((questionId) =>
      student.post('/evaluations/rate', { event_id: world.eventId, question_id: questionId, grade: 4 }),
    )
    const archiving = api(t.app, world.teacher.token).post('/groups/archive', { id: world.group.id })
    const [archived, ...answers] = await Promise.all([archiving, ...ratings])
    expect(archived!.statusCode, archived!.body).toBe(200)

    const accepted = answers.filter((response) => response.statusCode === 200).length
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(response.json(), response.body).toMatchObject({ message: studentErrorMessages.classArchived })
    }
    const user = world.student.user.id
    expect((await rowCountsIn(t.app, 'public', user, [world.eventId])).evaluations).toBe(0)
    expect((await rowCountsIn(t.app, 'archive', user, [world.eventId])).evaluations).toBe(accepted)
  })
})
