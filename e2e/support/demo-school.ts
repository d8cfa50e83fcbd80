import {
  type DemoSchoolPlan,
  demoSchoolSeed,
  planDemoSchool,
} from '../../apps/server/src/modules/demo/school/demo-school-plan'

/**
 * The demo teacher's school as the server seeded it (the same fixed-seed plan), and the statistics
 * recomputed from its raw ratings here, independently of the server's SQL: what the statistics
 * modal must show.
 */
export const demoTeacherEmail = 'demo@lernraster.example'
export const demoSchool: DemoSchoolPlan = planDemoSchool(demoSchoolSeed(demoTeacherEmail))

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length

export interface ExpectedSubject {
  title: string
  goal: number
  homeworkAvg: number | null
  examAvg: number | null
  homework: { topic: string; average: number }[]
  exams: { topic: string; before: number; after: number; grade: number }[]
  notDoneHomework: string[]
  notDoneExams: string[]
}

export function expectedStatistics(className: string, studentEmail: string): ExpectedSubject[] {
  const classIndex = demoSchool.classes.findIndex((schoolClass) => schoolClass.name === className)
  const studentIndex = demoSchool.classes[classIndex]!.students.findIndex((s) => s.email === studentEmail)
  const student = demoSchool.classes[classIndex]!.students[studentIndex]!
  const subjects = demoSchool.subjects.map((subject, subjectIndex) => {
    const eventsOfSubject = demoSchool.events
      .map((event, eventIndex) => ({ ...event, eventIndex, topic: subject.topics[event.topicIndex]! }))
      .filter((event) => event.classIndex === classIndex && event.subjectIndex === subjectIndex)
      .sort((a, b) => a.dueInDays - b.dueInDays)
    const ratingsOf = (eventIndex: number) =>
      demoSchool.ratings
        .filter((rating) => rating.eventIndex === eventIndex && rating.studentIndex === studentIndex)
        .map((rating) => rating.grade)
    const resultOf = (eventIndex: number) =>
      demoSchool.examResults.find((r) => r.eventIndex === eventIndex && r.studentIndex === studentIndex)
    const homeworkEvents = eventsOfSubject.filter((event) => event.type === 1)
    const examEvents = eventsOfSubject.filter((event) => event.type === 2)
    const homework = homeworkEvents
      .filter((event) => ratingsOf(event.eventIndex).length > 0)
      .map((event) => ({ topic: event.topic, average: mean(ratingsOf(event.eventIndex))! }))
    const exams = examEvents.flatMap((event) => {
      const result = resultOf(event.eventIndex)
      return result
        ? [{ topic: event.topic, before: result.before, after: result.after, grade: result.grade }]
        : []
    })
    // Newest first, as the server lists them. Homework open or overdue: the demo has a student rate
    // every question of a topic or none, so rated at all is rated in full. Exams only once held.
    const newestFirst = (events: typeof eventsOfSubject) => [...events].reverse()
    const held = (events: typeof eventsOfSubject) =>
      newestFirst(events.filter((event) => event.dueInDays <= 0))
    return {
      title: subject.title,
      goal: student.goal,
      homeworkAvg: mean(homework.map((entry) => entry.average)),
      examAvg: mean(exams.map((exam) => exam.grade).filter((grade) => grade > 0)),
      homework,
      exams,
      notDoneHomework: newestFirst(homeworkEvents)
        .filter((event) => ratingsOf(event.eventIndex).length === 0)
        .map((event) => event.topic),
      notDoneExams: held(examEvents)
        .filter((event) => !resultOf(event.eventIndex))
        .map((event) => event.topic),
    }
  })
  return subjects.sort((a, b) => a.title.localeCompare(b.title, 'de'))
}

/** A student of the class who left at least one homework undone: the interesting case to look at. */
export function studentWithUndoneHomework(className: string) {
  const schoolClass = demoSchool.classes.find((c) => c.name === className)!
  return schoolClass.students.find((student) =>
    expectedStatistics(className, student.email).some((subject) => subject.notDoneHomework.length > 0),
  )!
}
