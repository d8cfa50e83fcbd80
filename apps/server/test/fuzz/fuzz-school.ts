import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { blocks as blockTable, helpRequests, topics as topicTable } from '../../src/db/schema'
import { resultRows } from '../../src/lib/result-rows'
import { insertTrashItem } from '../../src/modules/trash/trash.repo'
import { insertActivation, leaveFeedback, rate } from '../activations/activation-builders'
import { createModuleWithBlock } from '../files/file-builders'
import {
  addMembers,
  createClass,
  createEvent,
  createSubjectRow,
  createTopics,
  daysFromNow,
  insertStudents,
  rateHomework,
} from '../school/school-builders'
import { createUser, type TestUser } from '../support/builders'
import type { ValuePools } from './json-schema-arbitrary'

export interface FuzzSchool {
  teacher: TestUser
  pools: ValuePools
}

/**
 * A teacher as the app knows one: subjects, two classes with students (one of them inactive), a
 * homework with ratings and an exam. Each route gets its own, so what one route's requests change
 * (a name, a password, a throttle) does not decide what the next route's requests meet.
 * The e-mail addresses are fixed, so that a seed draws the same requests in every run.
 */
export async function seedSchool(app: FastifyInstance, label: string): Promise<FuzzSchool> {
  const teacher = await createUser(app, { email: `fuzz-${label}@schule.example` })
  const teacherId = teacher.user.id
  const subjects = [
    await createSubjectRow(app, teacherId, 'Mathematik', 'M'),
    await createSubjectRow(app, teacherId, 'Deutsch', 'D'),
    // Without homework or exams: the one subject that can be removed.
    await createSubjectRow(app, teacherId, 'Werken', 'W'),
  ]
  const students = await insertStudents(app, [
    { firstname: 'Lea' },
    { firstname: 'Tim' },
    { firstname: 'Ada' },
  ])
  const first = await createClass(app, teacherId, '7a', students.slice(0, 2))
  const second = await createClass(app, teacherId, '8b')
  await addMembers(app, second.id, students.slice(2), { active: false })
  const topics = await createTopics(app, teacherId, ['Addition', 'Brüche'], 2)
  const homework = await createEvent(app, {
    type: 'homework',
    teacherId,
    groupId: first.id,
    subjectId: subjects[0]!.id,
    topicId: topics[0]!.id,
    dueAt: daysFromNow(app, 3),
  })
  await rateHomework(app, {
    eventId: homework,
    userId: students[0]!.id,
    topic: topics[0]!,
    ratings: [{ grade: 3, goal: 4 }],
  })
  const exam = await createEvent(app, {
    type: 'exam',
    teacherId,
    groupId: first.id,
    subjectId: subjects[1]!.id,
    dueAt: daysFromNow(app, -2),
  })
  // A module with a block: the uploads of source files and covers get past their owner check.
  const module = await createModuleWithBlock(app, teacherId, 'Fuzz-Modul')
  // The topics' module running in 7a, with a rating and a feedback: what the activation and feed
  // routes read and change.
  const [grid] = await app.ctx.db
    .select({ id: blockTable.moduleId })
    .from(topicTable)
    .innerJoin(blockTable, eq(blockTable.id, topicTable.blockId))
    .where(eq(topicTable.id, topics[0]!.id))
  const activation = await insertActivation(app, {
    moduleId: grid!.id,
    teacherId,
    groupId: first.id,
    subjectId: subjects[0]!.id,
  })
  const rating = { eventId: activation.eventId, userId: students[0]!.id }
  await rate(app, { ...rating, questionIds: topics[0]!.questionIds, grades: [4, 5] })
  await leaveFeedback(app, { ...rating, questionId: topics[0]!.questionIds[0]! })
  // An open help request there: what marking one handled reads and changes.
  const [help] = await app.ctx.db
    .insert(helpRequests)
    .values({ ...rating, topicId: topics[0]!.id, text: 'Hilfe', createdAt: app.ctx.clock.now() })
    .returning({ id: helpRequests.id })
  const trashId = await trashedSubject(app, teacherId)
  const ids = [
    teacherId,
    module.moduleId,
    module.blockId,
    ...students.map((student) => student.id),
    ...subjects.map((subject) => subject.id),
    first.id,
    second.id,
    ...topics.map((topic) => topic.id),
    grid!.id,
    activation.id,
    activation.eventId,
    homework,
    exam,
    help!.id,
    trashId,
  ]
  const texts = ['7a', '8b', 'MySelf', ...subjects.flatMap((subject) => [subject.title, subject.token])]
  return { teacher, pools: { ids, emails: [teacher.user.email], passwords: [teacher.password], texts } }
}

/** Adds another teacher's objects to the pools: ids that exist but belong to somebody else. */
export function withStranger(school: FuzzSchool, stranger: FuzzSchool): FuzzSchool {
  return {
    teacher: school.teacher,
    pools: {
      ids: [...school.pools.ids, ...stranger.pools.ids.slice(0, 4)],
      emails: [...school.pools.emails, ...stranger.pools.emails],
      passwords: school.pools.passwords,
      texts: school.pools.texts,
    },
  }
}

/**
 * A subject in the trash, what the trash's list, restore and delete-for-good read and change. Written
 * as a removal leaves it but without the removal's reads: a school is seeded for every route.
 */
async function trashedSubject(app: FastifyInstance, teacherId: number): Promise<number> {
  const now = app.ctx.clock.now()
  const [row] = resultRows<{ id: number }>(
    await app.ctx.db.execute(sql`select nextval('subjects_id_seq')::int as id`),
  )
  const subject = {
    id: row!.id,
    teacher_id: teacherId,
    title: 'Papierkorb',
    token: 'PK',
    created_at: now,
    updated_at: now,
  }
  const counts = { topics: 0, questions: 0, ratings: 0, students: 0, activations: 0, files: 0 }
  return insertTrashItem(app.ctx.db, {
    ownerId: teacherId,
    kind: 'subject',
    title: subject.title,
    details: { module_name: null, group_name: null, ...counts },
    payload: { tables: [{ table: 'subjects', rows: [subject] }], setNull: [] },
    fileIds: [],
    now,
    purgeAfter: new Date(now.getTime() + 30 * 24 * 60 * 60_000),
  })
}
