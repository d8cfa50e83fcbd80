import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { resultRows } from '../../lib/result-rows'

interface PickedRating {
  event_id: number
  user_id: number
  question_id: number
  grade: number
  goal: number
  student: string
  question: string
}

/**
 * A student of the demo teacher's newest running module rates a question now (one not rated yet,
 * else the one rated longest ago) and asks about it: what a visitor or a journey watches the three
 * feeds pick up, until the student app (issue 15) brings real students. Demo accounts only: a real
 * teacher's students rate for themselves. Answers undefined when no class runs a module.
 */
/**
 * A careful student's time on the question: 4 minutes (well above the 120 s of docs/product/progress.md
 * "Too fast").
 */
const demoSecondsSpent = 240

export async function simulateStudentActivity(
  ctx: AppContext,
  teacherId: number,
): Promise<string | undefined> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const picked = resultRows<PickedRating>(
      await tx.execute(sql`
        select a.event_id, gu.user_id, q.id as question_id, u.goal::float8 as goal,
          least(6, u.goal + 0.5)::float8 as grade, u.firstname || ' ' || u.lastname as student, q.title as question
        from active_modules a
        join group_users gu on gu.group_id = a.group_id and gu.active
        join users u on u.id = gu.user_id
        join blocks b on b.module_id = a.module_id
        join topics t on t.block_id = b.id
        join questions q on q.topic_id = t.id
        left join evaluations ev on ev.event_id = a.event_id and ev.user_id = u.id and ev.question_id = q.id
        where a.teacher_id = ${teacherId} and a.status_id = ${ModuleStatus.active}
        order by a.created_at desc, ev.updated_at nulls first, b."order", t."order", q."order", u.id
        limit 1`),
    )[0]
    if (!picked) return undefined
    await tx.execute(sql`
      insert into evaluations (event_id, user_id, question_id, grade, goal, seconds_spent, rated_at, created_at,
        updated_at)
      values (${picked.event_id}, ${picked.user_id}, ${picked.question_id}, ${picked.grade}, ${picked.goal},
        ${demoSecondsSpent}, ${now}, ${now}, ${now})
      on conflict (user_id, event_id, question_id)
        do update set grade = excluded.grade, goal = excluded.goal, seconds_spent = excluded.seconds_spent,
          rated_at = excluded.rated_at, client_id = null, updated_at = excluded.updated_at`)
    await tx.execute(sql`
      insert into student_feedbacks (user_id, question_id, event_id, feedback_type_id, content, solved,
        created_at, updated_at)
      values (${picked.user_id}, ${picked.question_id}, ${picked.event_id}, 1,
        'Wie ist diese Aufgabe gemeint? Ich bin nicht sicher, ob ich sie richtig verstanden habe.', false,
        ${now}, ${now})`)
    return `${picked.student} rated «${picked.question}» with ${picked.grade} and asked about it.`
  })
}
