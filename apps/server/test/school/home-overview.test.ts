import { homeOverviewRules } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { answer, api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import {
  addMembers,
  createClass,
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  insertStudents,
  rateHomework,
} from './school-builders'

const t = useTestApp()
const overview = (who: TestUser) => api(t.app, who.token).get('/home/overview')

const nothing = {
  subjects: 0,
  classes: 0,
  students: 0,
  modules: 0,
  classes_without_students: [],
  classes_with_homework_undone: [],
}

describe('GET /home/overview', () => {
  test('a new teacher has nothing yet: the practice class MySelf is not a class', async () => {
    const teacher = await createUser(t.app)
    expect(answer(await overview(teacher))).toEqual({ status: 200, body: nothing })
  })

  test('counts what the teacher has and names the classes that need attention', async () => {
    const teacher = await createUser(t.app)
    const teacherId = teacher.user.id
    const math = await createSubjectRow(t.app, teacherId, 'Mathematik', 'MA')
    await createSubjectRow(t.app, teacherId, 'Deutsch', 'DE')
    const [anna, ben, cleo, dario] = await insertStudents(t.app, [{}, {}, {}, {}])
    const busy = await createClass(t.app, teacherId, '7a', [anna!, ben!])
    await addMembers(t.app, busy.id, [cleo!], { active: false })
    // Dario joined after the homework was due: it is not his.
    await addMembers(t.app, busy.id, [dario!], { joinedAt: daysFromNow(t.app, -1) })
    const empty = await createClass(t.app, teacherId, '8c')
    // The topic comes in a module of the teacher's: the checklist's "first module" is done.
    const [topic] = await createTopics(t.app, teacherId, ['Brüche kürzen'], 2)
    const homework = (days: number) =>
      createEvent(t.app, {
        type: 'homework',
        teacherId,
        groupId: busy.id,
        subjectId: math.id,
        topicId: topic!.id,
        dueAt: daysFromNow(t.app, days),
      })
    const recent = await homework(-3)
    // Anna rated both questions: done. Ben rated one of two: still behind (homework-done.ts). Cleo is
    // inactive.
    await rateHomework(t.app, {
      eventId: recent,
      userId: anna!.id,
      topic: topic!,
      ratings: [
        { grade: 5, goal: 4 },
        { grade: 4, goal: 4 },
      ],
    })
    await rateHomework(t.app, {
      eventId: recent,
      userId: ben!.id,
      topic: topic!,
      ratings: [{ grade: 6, goal: 4 }],
    })
    // Too long ago to need attention now, and not due yet: neither counts.
    await homework(-(homeOverviewRules.overdueDays + 1))
    await homework(2)

    // Another teacher's class with a student behind must not show up.
    const other = await createUser(t.app)
    const [eve] = await insertStudents(t.app, [{}])
    const foreign = await createClass(t.app, other.user.id, 'Fremd', [eve!])
    const foreignSubject = await createSubjectRow(t.app, other.user.id, 'Chemie', 'CH')
    await createEvent(t.app, {
      type: 'homework',
      teacherId: other.user.id,
      groupId: foreign.id,
      subjectId: foreignSubject.id,
      topicId: topic!.id,
      dueAt: daysFromNow(t.app, -2),
    })

    expect(answer(await overview(teacher))).toEqual({
      status: 200,
      body: {
        subjects: 2,
        classes: 2,
        students: 3,
        modules: 1,
        classes_without_students: [{ id: empty.id, name: '8c', code: empty.token, students_behind: 0 }],
        classes_with_homework_undone: [{ id: busy.id, name: '7a', code: busy.token, students_behind: 1 }],
      },
    })
  })

  test('lists at most a handful of classes, the most students behind first, in one statement', async () => {
    const teacher = await createUser(t.app)
    const teacherId = teacher.user.id
    const subject = await createSubjectRow(t.app, teacherId, 'Englisch', 'EN')
    const [topic] = await createTopics(t.app, teacherId, ['Vokabeln'], 1)
    const measure = async () => {
      const before = t.app.ctx.database.queries.count
      const response = await overview(teacher)
      return { statements: t.app.ctx.database.queries.count - before, body: response.json() }
    }
    const addClassBehind = async (index: number, behind: number) => {
      const students = await insertStudents(
        t.app,
        Array.from({ length: behind }, () => ({})),
      )
      const group = await createClass(t.app, teacherId, `Klasse ${index}`, students)
      await createEvent(t.app, {
        type: 'homework',
        teacherId,
        groupId: group.id,
        subjectId: subject.id,
        topicId: topic!.id,
        dueAt: daysFromNow(t.app, -1),
      })
    }
    await addClassBehind(1, 1)
    await addClassBehind(2, 3)
    const few = await measure()
    for (let index = 3; index <= 12; index++) await addClassBehind(index, index % 4 === 0 ? 5 : 2)
    const many = await measure()

    expect(many.statements).toBe(few.statements)
    expect(few.statements).toBeLessThanOrEqual(3)
    const listed = many.body.classes_with_homework_undone as { name: string; students_behind: number }[]
    expect(listed).toHaveLength(homeOverviewRules.listMax)
    expect(listed.map((entry) => entry.students_behind)).toEqual([5, 5, 5, 3, 2])
    expect(listed[0]?.name).toBe('Klasse 12')
  })
})
