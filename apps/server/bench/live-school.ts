import http from 'node:http'
import { EventType, ModuleStatus, Role } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { hashPassword } from '../src/lib/passwords'
import { resultRows } from '../src/lib/result-rows'
import { hashToken, newToken } from '../src/lib/secrets'
import { eventText } from '../src/modules/live/live-stream'
import { createAccount } from '../src/modules/users/create-account'

// The school of the live benchmark (live-load.ts): its seed, the order its students rate in, and how
// its people reach the server: a teacher through GET /live, a student through POST /evaluations/rate.

/**
 * A school at its peak: 30 classes of 30, each with its own teacher running a module with the
 * editor's default 6 x 6 grid and 4 questions per topic (the size issue 13 measures progress with).
 * 144 questions give 900 students 129,600 ratings before any is repeated.
 */
export const liveSchoolSize = {
  classes: 30,
  studentsPerClass: 30,
  rows: 6,
  columns: 6,
  questionsPerTopic: 4,
} as const

export interface LiveStudent {
  id: number
  token: string
  goal: number
}

export interface LiveClass {
  teacherId: number
  teacherToken: string
  /** The activation's event, which students rate in. */
  eventId: number
  questionIds: number[]
  students: LiveStudent[]
}

const one = async <Row>(db: Db, query: SQL): Promise<Row> => resultRows<Row>(await db.execute(query))[0]!

/** Teachers, students, modules and activations with set-based SQL; sessions written as login writes them. */
export async function seedLiveSchool(db: Db, now: Date): Promise<LiveClass[]> {
  // One hash for all: argon2 is slow on purpose, and nobody logs in with it here.
  const passwordHash = await hashPassword('Benchmark-Lehrperson-1')
  const classes: LiveClass[] = []
  for (let index = 1; index <= liveSchoolSize.classes; index += 1) {
    const teacher = await createAccount(
      db,
      {
        firstname: 'Bench',
        lastname: `Klasse ${index}`,
        email: `live-teacher-${index}@schule.example`,
        passwordHash,
        roleId: Role.teacher,
        emailConfirmed: true,
        activated: true,
      },
      now,
    )
    classes.push(await seedClass(db, teacher.id, index, now))
  }
  // Statistics as autovacuum would gather them on a running server; without them the planner guesses.
  await db.execute(sql`analyze`)
  return classes
}

/** One class of the live school: its teacher's module running for 30 students with sessions. */
export async function seedClass(db: Db, teacherId: number, index: number, now: Date): Promise<LiveClass> {
  const at = now.toISOString()
  const { rows, columns, questionsPerTopic, studentsPerClass } = liveSchoolSize
  const module = await one<{ id: number }>(
    db,
    sql`
      insert into modules (owner_id, name, description, rows, columns, status_id, created_at, updated_at)
      values (${teacherId}, 'Bruchrechnen', 'Ein Kompetenzraster', ${rows}, ${columns}, ${ModuleStatus.draft}, ${at}, ${at})
      returning id`,
  )
  await db.execute(sql`
    insert into blocks (module_id, name, "order") select ${module.id}::int, 'Block ' || c, c from generate_series(1, ${columns}::int) c`)
  await db.execute(sql`
    insert into topics (block_id, title, "order", topic_type_id)
    select b.id, 'Thema ' || b."order" || '.' || r, r, 1 + r % 6 from blocks b, generate_series(1, ${rows}::int) r
    where b.module_id = ${module.id}::int`)
  const questions = resultRows<{ id: number }>(
    await db.execute(sql`
      insert into questions (topic_id, title, "order", created_at)
      select t.id, 'Ich kann Aufgabe ' || q || ' lösen', q, ${at}::timestamptz
      from topics t join blocks b on b.id = t.block_id, generate_series(1, ${questionsPerTopic}::int) q
      where b.module_id = ${module.id}::int
      returning id`),
  )
  const subject = await one<{ id: number }>(
    db,
    sql`
      insert into subjects (teacher_id, title, token, created_at, updated_at)
      values (${teacherId}, 'Mathematik', 'MA', ${at}, ${at}) returning id`,
  )
  // Class codes never contain I, L, 0 or 1, so LIVE01 cannot meet a code the demo school draws.
  const group = await one<{ id: number }>(
    db,
    sql`
      insert into groups (teacher_id, name, token, created_at, updated_at)
      values (${teacherId}, ${`Klasse ${index}`}, ${`LIVE${String(index).padStart(2, '0')}`}, ${at}, ${at})
      returning id`,
  )
  const students = resultRows<{ id: number; goal: number }>(
    await db.execute(sql`
      with students as (
        insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, goal,
          created_at, updated_at)
        select 'Lea' || n, 'Muster' || n, 'live-' || ${index}::int || '-' || n || '@schule.example', 'not-a-password-hash',
          ${Role.student}::int, true, true, 4 + (n % 3) * 0.5, ${at}::timestamptz, ${at}::timestamptz
        from generate_series(1, ${studentsPerClass}::int) n
        returning id, goal
      ), joined as (
        insert into group_users (group_id, user_id, active, joined_at)
        select ${group.id}::int, id, true, ${at}::timestamptz - interval '60 days' from students
      )
      select id, goal from students order by id`),
  )
  const event = await one<{ id: number }>(
    db,
    sql`
      with new_event as (
        insert into events (event_type_id, teacher_id, group_id, subject_id, starts_at, due_at, created_at)
        values (${EventType.module}, ${teacherId}, ${group.id}, ${subject.id}, ${at}, ${at}, ${at})
        returning id
      )
      insert into active_modules (module_id, event_id, group_id, teacher_id, status_id, created_at, updated_at)
      select ${module.id}::int, id, ${group.id}::int, ${teacherId}::int, ${ModuleStatus.active}::int,
        ${at}::timestamptz, ${at}::timestamptz from new_event
      returning event_id as id`,
  )
  const tokens = await insertSessions(db, [teacherId, ...students.map((student) => student.id)], now)
  return {
    teacherId,
    teacherToken: tokens[0]!,
    eventId: event.id,
    questionIds: questions.map((question) => question.id),
    students: students.map((student, position) => ({
      id: student.id,
      token: tokens[position + 1]!,
      goal: Number(student.goal),
    })),
  }
}

/** A session per user, stored as issueApiToken stores it (the token's hash only); the tokens in order. */
async function insertSessions(db: Db, userIds: number[], now: Date): Promise<string[]> {
  const tokens = userIds.map(() => newToken())
  const expiresAt = new Date(now.getTime() + 30 * 24 * 60 * 60_000).toISOString()
  const at = now.toISOString()
  const values = userIds.map(
    (userId, position) =>
      sql`(${userId}::int, ${hashToken(tokens[position]!)}, ${at}::timestamptz, ${at}::timestamptz, ${expiresAt}::timestamptz)`,
  )
  await db.execute(sql`
    insert into api_tokens (user_id, token_hash, created_at, last_used_at, expires_at) values ${sql.join(values, sql`, `)}`)
  return tokens
}

/**
 * The sequence's n-th rating: the classes take turns, so every stream hears all along, and a student
 * works through the grid question by question; it repeats a question only after 129,600 ratings.
 */
export function ratingAt(school: LiveClass[], sequence: number) {
  const { classes, studentsPerClass } = liveSchoolSize
  const classIndex = sequence % classes
  const liveClass = school[classIndex]!
  const student = liveClass.students[Math.floor(sequence / classes) % studentsPerClass]!
  const round = Math.floor(sequence / (classes * studentsPerClass))
  const questionId = liveClass.questionIds[round % liveClass.questionIds.length]!
  return {
    classIndex,
    liveClass,
    student,
    questionId,
    grade: 1 + (sequence % 11) * 0.5,
    secondsSpent: 30 + (sequence % 300),
  }
}

export const pairsBeforeRepeat = (school: LiveClass[]) =>
  liveSchoolSize.classes * liveSchoolSize.studentsPerClass * school[0]!.questionIds.length

/**
 * One teacher's stream and what it should have heard. A rating's signal goes out with the next batch
 * after its commit (decision 050), merged with the class's other ratings: one signal announces every
 * rating of the class committed before it. A signal names no rating, so a rating counts as heard at
 * the first signal after its answer came back; one whose request was on its way when a signal came
 * may have been in that batch, and counts as heard before its answer (lag 0): at most a batch
 * interval (150 ms) too early when it was not.
 */
export class TeacherWatch {
  accepted = 0
  signals = 0
  other = 0
  ended = false
  readonly expected: string
  private lastSignalAt = Number.NEGATIVE_INFINITY
  private readonly waiting: number[] = []

  constructor(
    readonly liveClass: LiveClass,
    private readonly lags: number[],
  ) {
    this.expected = eventText({ kind: 'progress', event: liveClass.eventId }).trimEnd()
  }

  onAccepted(sentAt: number, answeredAt: number): void {
    this.accepted += 1
    if (this.lastSignalAt >= sentAt) this.lags.push(0)
    else this.waiting.push(answeredAt)
  }

  onSignal(at: number): void {
    this.signals += 1
    this.lastSignalAt = at
    for (const answeredAt of this.waiting.splice(0)) this.lags.push(at - answeredAt)
  }

  get unheard(): number {
    return this.waiting.length
  }

  /** The figures as they are now. */
  snapshot() {
    const { accepted, signals, other, ended, unheard } = this
    return { accepted, signals, other, ended, unheard }
  }
}

/** Opens GET /live as the browser does and counts its events as they come; resolves at `ready`. */
export function openStream(port: number, watch: TeacherWatch): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/teacher/v1/live',
        headers: { authorization: `Bearer ${watch.liveClass.teacherToken}`, accept: 'text/event-stream' },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`live stream: ${response.statusCode}`))
        response.setEncoding('utf8')
        let buffer = ''
        response.on('data', (chunk: string) => {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            // Compared as text: parsing every signal's JSON would cost the load script's CPU.
            if (block === watch.expected) watch.onSignal(performance.now())
            else if (block.includes('event: ready')) resolve(request)
            else if (!block.startsWith(':')) watch.other += 1
          }
        })
        response.on('close', () => {
          watch.ended = true
          reject(new Error('live stream ended before it was ready'))
        })
      },
    )
    request.on('error', reject)
  })
}

/** POSTs one rating; the status, or what broke the request. */
export function postRating(
  port: number,
  agent: http.Agent,
  token: string,
  body: string,
): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/student/v1/evaluations/rate',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.on('end', () => resolve(response.statusCode ?? 'no status'))
        response.on('error', (error) => resolve(error.message))
        response.resume()
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error('timeout after 30 s')))
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    request.end(body)
  })
}
