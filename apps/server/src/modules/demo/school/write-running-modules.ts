import { EventType, ModuleStatus } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  activeModules,
  events,
  moduleChanges,
  moduleShares,
  modules,
  studentFeedbacks,
} from '../../../db/schema'
import { dayMs, insertRatings } from './bulk-insert'
import { demoChecks } from './demo-check-content'
import { planDemoChecks } from './demo-check-plan'
import { colleagueChanges, colleagueModule, colleagueModuleTimes } from './demo-colleague'
import type { DemoFileSink } from './demo-files'
import type { DemoRunningPlan } from './demo-running-plan'
import type { DemoSchoolPlan } from './demo-school-plan'
import { writeDemoChecks } from './write-demo-checks'
import { type WrittenGrid, writeDemoModules } from './write-demo-grids'
import { writeTeacherSide } from './write-teacher-side'

/** What the demo school's writer made, by the plan's indexes: what the running modules refer to. */
export interface WrittenSchool {
  teacherId: number
  subjectIds: number[]
  /** The grid of each subject, in the plan's order. */
  grids: WrittenGrid[]
  groupIds: number[]
  studentIds: number[][]
}

/**
 * The colleague's module, shared with the teacher, with the changes she made since: a constant number
 * of statements. Its files are hers, and so are the module's change records.
 */
async function writeColleagueModule(
  db: Db,
  school: WrittenSchool,
  colleagueId: number,
  seed: string,
  now: Date,
  sink: DemoFileSink,
): Promise<WrittenGrid> {
  const ago = (days: number) => new Date(now.getTime() - days * dayMs)
  const [grid] = await writeDemoModules(
    db,
    [{ content: colleagueModule, subjectId: null }],
    colleagueId,
    `${seed}:colleague`,
    ago(colleagueModuleTimes.createdDaysAgo),
    sink,
  )
  const changedAt = colleagueChanges.map((change) => ago(change.hoursAgo / 24))
  await db
    .update(modules)
    .set({ updatedAt: changedAt[changedAt.length - 1]! })
    .where(eq(modules.id, grid!.moduleId))
  await db.insert(moduleShares).values({
    moduleId: grid!.moduleId,
    userId: school.teacherId,
    createdAt: ago(colleagueModuleTimes.sharedDaysAgo),
  })
  await db.insert(moduleChanges).values(
    colleagueChanges.map(({ subject, kind, name }, index) => ({
      moduleId: grid!.moduleId,
      subject,
      kind,
      name,
      userId: colleagueId,
      createdAt: changedAt[index]!,
    })),
  )
  return grid!
}

/**
 * The running modules of the plan: the colleague's module, then each activation (an event of type 3
 * and its active module), the students' ratings and their feedback, and the teacher's side (issue 19:
 * ratings, open help requests, a pinned next step), and the checks of two grids' first topics with
 * their attempts (issue 37). A constant number of statements
 * (the ratings one per thousand), whatever the size of the classes. Run it in the demo's transaction.
 */
export async function writeRunningModules(
  db: Db,
  input: { school: DemoSchoolPlan; written: WrittenSchool; plan: DemoRunningPlan; colleagueId: number },
  seed: string,
  now: Date,
  sink: DemoFileSink,
): Promise<void> {
  const { school, written, plan } = input
  const colleagueGrid = await writeColleagueModule(db, written, input.colleagueId, seed, now, sink)
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const gridOf = plan.activations.map(({ module }) =>
    module === 'colleague' ? colleagueGrid : written.grids[module.subjectIndex]!,
  )
  const startedAt = plan.activations.map((activation) => minutesAgo(activation.startedDaysAgo * 24 * 60))

  const eventRows = await db
    .insert(events)
    .values(
      plan.activations.map((activation, index) => ({
        eventTypeId: EventType.module,
        teacherId: written.teacherId,
        groupId: written.groupIds[activation.classIndex]!,
        subjectId: written.subjectIds[activation.subjectIndex]!,
        topicId: null,
        // As an activation writes it: a module has no due date (activations.repo.ts).
        startsAt: startedAt[index]!,
        dueAt: startedAt[index]!,
        createdAt: startedAt[index]!,
      })),
    )
    .returning({ id: events.id })
  const eventIds = eventRows.map((row) => row.id)
  await db.insert(activeModules).values(
    plan.activations.map((activation, index) => ({
      moduleId: gridOf[index]!.moduleId,
      eventId: eventIds[index]!,
      groupId: written.groupIds[activation.classIndex]!,
      teacherId: written.teacherId,
      statusId: activation.finishedDaysAgo === null ? ModuleStatus.active : ModuleStatus.finished,
      createdAt: startedAt[index]!,
      updatedAt:
        activation.finishedDaysAgo === null
          ? startedAt[index]!
          : minutesAgo(activation.finishedDaysAgo * 24 * 60),
    })),
  )

  const studentOf = (activationIndex: number, studentIndex: number) => {
    const { classIndex } = plan.activations[activationIndex]!
    return {
      userId: written.studentIds[classIndex]![studentIndex]!,
      goal: school.classes[classIndex]!.students[studentIndex]!.goal,
    }
  }
  const questionOf = (activationIndex: number, topicIndex: number, questionIndex: number) =>
    gridOf[activationIndex]!.questionIds[topicIndex]![questionIndex]!
  await insertRatings(
    db,
    plan.ratings.map((rating) => {
      const { userId, goal } = studentOf(rating.activationIndex, rating.studentIndex)
      return {
        event_id: eventIds[rating.activationIndex]!,
        user_id: userId,
        question_id: questionOf(rating.activationIndex, rating.topicIndex, rating.questionIndex),
        grade: rating.grade,
        goal,
        at: minutesAgo(rating.minutesAgo),
        seconds_spent: rating.secondsSpent,
      }
    }),
  )
  await writeTeacherSide(db, plan.teacher, {
    teacherId: written.teacherId,
    eventOf: (activationIndex) => eventIds[activationIndex]!,
    studentOf: (activationIndex, studentIndex) => studentOf(activationIndex, studentIndex).userId,
    topicOf: (activationIndex, topicIndex) => gridOf[activationIndex]!.topicIds[topicIndex]!,
    questionOf,
    minutesAgo,
  })
  const checkPlan = planDemoChecks(
    seed,
    demoChecks,
    plan.ratings,
    (index) => gridOf[index]!.questionIds[0]!.length,
  )
  await writeDemoChecks(
    db,
    { checks: demoChecks, ...checkPlan },
    {
      teacherId: written.teacherId,
      topicOf: (activationIndex) => gridOf[activationIndex]!.topicIds[0]!,
      eventOf: (activationIndex) => eventIds[activationIndex]!,
      studentOf: (activationIndex, studentIndex) => studentOf(activationIndex, studentIndex).userId,
      minutesAgo,
    },
  )
  if (plan.feedbacks.length === 0) return
  await db.insert(studentFeedbacks).values(
    plan.feedbacks.map((feedback) => ({
      userId: studentOf(feedback.activationIndex, feedback.studentIndex).userId,
      questionId: questionOf(feedback.activationIndex, feedback.topicIndex, feedback.questionIndex),
      eventId: eventIds[feedback.activationIndex]!,
      feedbackTypeId: feedback.typeId,
      content: feedback.content,
      solved: feedback.solved,
      createdAt: minutesAgo(feedback.minutesAgo),
      updatedAt: minutesAgo(feedback.updatedMinutesAgo),
    })),
  )
}
