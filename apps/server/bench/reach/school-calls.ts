import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client'
import { issueApiToken } from '../../src/modules/auth/session.service'
import { benchTeacher } from '../bench-app'
import { seedSchoolYear } from '../seed-school-year'
import { API, compareCall } from './calls'
import { atMost, type Figure, formatMs, ratioFigure } from './figures'

// Figure 2: the class list and a student's statistics of a school of 3,000 students in 100 classes
// (the school of school.bench.ts), each against its own statements sent raw.

export interface School {
  teacherId: number
  token: string
  groupId: number
  studentId: number
}

export async function seedSchool(app: FastifyInstance, database: Database): Promise<School> {
  const now = new Date()
  const teacher = await benchTeacher(database, 'school@schule.example', 'Schule', now)
  await seedSchoolYear(
    database.db,
    teacher.id,
    {
      classes: 100,
      studentsPerClass: 30,
      subjects: 3,
      homeworksPerSubject: 36,
      examsPerSubject: 8,
      questionsPerTopic: 3,
    },
    now,
  )
  const token = await issueApiToken(app.ctx, database.db, teacher.id)
  const groups = await app.inject({
    method: 'GET',
    url: `${API}/groups`,
    headers: { authorization: `Bearer ${token}` },
  })
  const list = groups.json() as { id: number; users: { id: number }[] }[]
  const middle = list[Math.floor(list.length / 2)]!
  const student = middle.users[Math.floor(middle.users.length / 2)]!
  return { teacherId: teacher.id, token, groupId: middle.id, studentId: student.id }
}

const runs = Number(process.env.BENCH_RUNS ?? 15)
const reach = atMost(1.5, '<= 1.5x')

export async function schoolFigures(
  label: string,
  app: FastifyInstance,
  database: Database,
  school: School,
): Promise<Figure[]> {
  const calls = [
    { figure: `GET /groups, 3,000 students (${label})`, url: `${API}/groups` },
    {
      figure: `statistics of a student (${label})`,
      url: `${API}/evaluations/getEvaluationsGroupedBySubjectsByUserId?user_id=${school.studentId}&group_id=${school.groupId}`,
    },
  ]
  const figures: Figure[] = []
  for (const call of calls) {
    const measured = await compareCall(app, database, { url: call.url, token: school.token, runs, rounds: 3 })
    figures.push(
      ratioFigure({
        group: 2,
        figure: call.figure,
        app: measured.callMs,
        baseline: measured.rawMs,
        format: formatMs,
        reach,
        note: `${measured.statements} statements; median of ${runs}, best of 3 rounds`,
      }),
    )
  }
  return figures
}
