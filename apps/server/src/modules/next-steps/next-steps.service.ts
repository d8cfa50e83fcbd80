import {
  type NextStepOf,
  type NextStepPinBody,
  nextStep,
  nextStepMessages,
  type OwnNextStep,
  type StudentNextStep,
  topicProgress,
} from '@lernraster/shared'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { announceToStudents, oneStudent } from '../live/student-signal'
import { findStudentEvent } from '../student-app/student-event.repo'
import { findPinTarget, type NextStepFacts, readClassFacts, readOwnFacts, writePin } from './next-steps.repo'

// The next step (issue 19, decision 021): computed in TS by the shared rule from facts read in one
// statement. The teacher's side follows the progress screens' access rule (the class's teacher, the
// module's owner: else 404); a student reads their own in an activation of their class.

/** Every student's next step of the facts, in the order of the students' ids. */
function nextStepsOf(facts: NextStepFacts): StudentNextStep[] {
  const standings = new Map(facts.rated.map((row) => [`${row.user_id}:${row.topic_id}`, row] as const))
  const questionsOf = new Map(facts.topics.map((topic) => [topic.id, topic.questions]))
  return facts.students.map((student) => {
    const step = nextStep({
      topics: facts.topics,
      goal: student.goal,
      pinnedTopicId: student.pinned_topic_id,
      standingOf: (topicId) => {
        const row = standings.get(`${student.id}:${topicId}`)
        // Done means every question rated: rounded, 199 of 200 would read as 100 %.
        const questions = questionsOf.get(topicId) ?? 0
        const progress =
          row && row.rated < questions ? Math.min(99, topicProgress(row.rated, questions)) : 100
        return row && { progress, average: row.average }
      },
    })
    return { user_id: student.id, next_step: step && asContract(step) }
  })
}

const asContract = (step: { topicId: number; pinned: boolean }): NextStepOf => ({
  topic_id: step.topicId,
  pinned: step.pinned,
})

export async function listNextSteps(
  ctx: AppContext,
  teacherId: number,
  eventId: number,
): Promise<StudentNextStep[]> {
  const facts = await readClassFacts(ctx.db, { eventId, teacherId })
  if (!facts) throw new AppError('notFound')
  return nextStepsOf(facts)
}

const invalid = (field: string, message: string) =>
  new AppError('validation', undefined, { [field]: [message] })

/** Pins a topic as an active student's next step, or removes the pin; answers the step as it now stands. */
export async function pinNextStep(
  ctx: AppContext,
  teacherId: number,
  body: NextStepPinBody,
): Promise<StudentNextStep> {
  const input = { eventId: body.event_id, teacherId, studentId: body.user_id }
  return ctx.db.transaction(async (tx) => {
    const target = await findPinTarget(tx, { ...input, topicId: body.topic_id })
    if (!target) throw new AppError('notFound')
    if (!target.member) throw invalid('user_id', nextStepMessages.notInClass)
    if (!target.topicInModule) throw invalid('topic_id', nextStepMessages.topicNotInModule)
    await writePin(tx, {
      eventId: body.event_id,
      studentId: body.user_id,
      topicId: body.topic_id,
      pinnedBy: teacherId,
      now: ctx.clock.now(),
    })
    await announceToStudents(tx, { kind: 'nextStep', event: body.event_id }, oneStudent(body.user_id))
    const facts = await readClassFacts(tx, input)
    const [step] = facts ? nextStepsOf(facts) : []
    if (!step) throw new Error('The pinned student vanished from the class within the transaction')
    return step
  })
}

/** The caller's own next step in an activation of one of their classes (another event: 404). */
export async function getOwnNextStep(
  ctx: AppContext,
  studentId: number,
  eventId: number,
): Promise<OwnNextStep> {
  const event = await findStudentEvent(ctx.db, studentId, eventId)
  if (!event || event.topicId !== null) throw new AppError('notFound')
  const facts = await readOwnFacts(ctx.db, {
    eventId,
    moduleId: event.moduleId,
    subjectId: event.subjectId,
    studentId,
  })
  return { next_step: nextStepsOf(facts)[0]?.next_step ?? null }
}
