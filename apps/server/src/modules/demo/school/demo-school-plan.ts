import { EventType, grades } from '@lernraster/shared'
import { topicsOf } from './grid-content'
import { addressPart, firstNames, lastNames } from './names'
import { type SeededRandom, seededRandom } from './seeded-random'
import { type DemoSubject, demoDraftModule, demoSubjects } from './subject-topics'

/**
 * The demo school as plain data, computed from a fixed seed: the same modules, classes, students,
 * homework and results on every machine. Dates are days relative to the moment it is written, so homework
 * is always "a few weeks old". Pure: the writer puts it into the database, journeys recompute the
 * statistics from it.
 */
export interface DemoStudent {
  firstname: string
  lastname: string
  email: string
  goal: number
}

export interface DemoClass {
  name: string
  students: DemoStudent[]
}

export interface DemoEvent {
  classIndex: number
  subjectIndex: number
  topicIndex: number
  type: typeof EventType.homework | typeof EventType.exam
  /** Negative: in the past. */
  dueInDays: number
}

/**
 * A rating of one question of the event's topic (`questionIndex` 0 is its first question); the goal
 * in force is the student's goal.
 */
export interface DemoRating {
  eventIndex: number
  studentIndex: number
  questionIndex: number
  grade: number
}

export interface DemoExamResult {
  eventIndex: number
  studentIndex: number
  before: number
  after: number
  grade: number
}

export interface DemoSchoolPlan {
  subjects: readonly DemoSubject[]
  /** A module still being built, in one of the subjects. */
  draftModule: typeof demoDraftModule
  classes: DemoClass[]
  events: DemoEvent[]
  ratings: DemoRating[]
  examResults: DemoExamResult[]
}

export const demoStudentDomain = 'lernende.example'

/** The seed of a demo account's school: its address, so two demo accounts get different class codes. */
export const demoSchoolSeed = (email: string) => `lernraster-demo:${email}`
const classNames = ['7a', '7b', '8c'] as const
const goalChoices = [4, 4, 4.5, 4.5, 5, 5, 5.5] as const
/** How often a student leaves homework undone: most rarely, a few often. */
const skipChances = [0.03, 0.05, 0.1, 0.1, 0.25] as const

/** Homework (topic, due in days) and exams of each class and subject over the last seven weeks. */
const homeworkSchedule = [
  { topicIndex: 0, dueInDays: -47 },
  { topicIndex: 1, dueInDays: -40 },
  { topicIndex: 2, dueInDays: -33 },
  { topicIndex: 4, dueInDays: -19 },
  { topicIndex: 5, dueInDays: -12 },
  { topicIndex: 6, dueInDays: -5 },
  // Set but not due yet: nobody has done it, and it is not "not done" either.
  { topicIndex: 8, dueInDays: 4 },
] as const
const examSchedule = [
  { topicIndex: 2, dueInDays: -26 },
  { topicIndex: 6, dueInDays: -2 },
] as const

export const roundToHalf = (value: number) => Math.round(value * 2) / 2
const onScale = (value: number) => roundToHalf(Math.min(grades.max, Math.max(1, value)))

/**
 * A class as a teacher would meet it: no first name twice in the class (four "Luis" in one class
 * read as a bug), and no full name that another class of the school already has (one "Aline Graf" in
 * 7a and another in 7b look like one child in two classes). Issue 10.
 */
function planClass(
  random: SeededRandom,
  name: string,
  usedEmails: Set<string>,
  usedFullNames: Set<string>,
): DemoClass {
  const size = random.int(18, 26)
  const firstNamesInClass = new Set<string>()
  const students: DemoStudent[] = []
  while (students.length < size) {
    const firstname = random.pick(firstNames)
    const lastname = random.pick(lastNames)
    const fullName = `${firstname} ${lastname}`
    if (firstNamesInClass.has(firstname) || usedFullNames.has(fullName)) continue
    firstNamesInClass.add(firstname)
    usedFullNames.add(fullName)
    const local = `${addressPart(firstname)}.${addressPart(lastname)}`
    let email = `${local}@${demoStudentDomain}`
    for (let suffix = 2; usedEmails.has(email); suffix += 1) email = `${local}${suffix}@${demoStudentDomain}`
    usedEmails.add(email)
    students.push({ firstname, lastname, email, goal: random.pick(goalChoices) })
  }
  return { name, students }
}

export function planDemoSchool(seed: string): DemoSchoolPlan {
  const random = seededRandom(seed)
  const usedEmails = new Set<string>()
  const usedFullNames = new Set<string>()
  const classes = classNames.map((name) => planClass(random, name, usedEmails, usedFullNames))
  const events: DemoEvent[] = []
  const ratings: DemoRating[] = []
  const examResults: DemoExamResult[] = []

  classes.forEach((schoolClass, classIndex) => {
    // Each student's level sits around their goal; some work more reliably than others.
    const students = schoolClass.students.map((student) => ({
      level: student.goal + random.normal(0.45),
      skipChance: random.pick(skipChances),
    }))
    demoSubjects.forEach((subject, subjectIndex) => {
      const dayShift = -subjectIndex
      const topics = topicsOf(subject.module)
      for (const homework of homeworkSchedule) {
        const eventIndex = events.length
        const dueInDays = homework.dueInDays + dayShift
        events.push({
          classIndex,
          subjectIndex,
          topicIndex: homework.topicIndex,
          type: EventType.homework,
          dueInDays,
        })
        if (dueInDays > 0) continue
        const difficulty = random.normal(0.3)
        const questionCount = topics[homework.topicIndex]!.questions.length
        students.forEach((student, studentIndex) => {
          if (random.next() < student.skipChance) return
          for (let questionIndex = 0; questionIndex < questionCount; questionIndex += 1) {
            const grade = onScale(student.level - difficulty + random.normal(0.5))
            ratings.push({ eventIndex, studentIndex, questionIndex, grade })
          }
        })
      }
      for (const exam of examSchedule) {
        const eventIndex = events.length
        events.push({
          classIndex,
          subjectIndex,
          topicIndex: exam.topicIndex,
          type: EventType.exam,
          dueInDays: exam.dueInDays + dayShift,
        })
        students.forEach((student, studentIndex) => {
          // About one in twenty misses an exam (ill, away).
          if (random.next() < 0.05) return
          const grade = onScale(student.level + random.normal(0.5))
          examResults.push({
            eventIndex,
            studentIndex,
            before: onScale(student.level + random.normal(0.7)),
            after: onScale(grade + random.normal(0.35)),
            grade,
          })
        })
      }
    })
  })
  return { subjects: demoSubjects, draftModule: demoDraftModule, classes, events, ratings, examResults }
}
