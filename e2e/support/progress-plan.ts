import { roundAverage, topicProgress } from '@lernraster/shared'
import { contentOf, planRunningModules } from '../../apps/server/src/modules/demo/school/demo-running-plan'
import { demoSchoolSeed } from '../../apps/server/src/modules/demo/school/demo-school-plan'
import { demoSchool, demoTeacherEmail } from './demo-school'

/**
 * The progress of a demo activation recomputed from the demo plan's raw ratings (the fixed-seed data
 * the server wrote), not read from the API: what the progress screens must show. Every demo student
 * is an active member, and every demo grade is 1 to 6, so every rating counts.
 */
export const demoRunning = planRunningModules(demoSchoolSeed(demoTeacherEmail), demoSchool)

export interface ExpectedStudentTopic {
  average: number
  progress: number
  grades: { question: string; grade: number }[]
  /** The student's ratings of the topic took under 120 s on average. */
  tooFast: boolean
}

export interface ExpectedTopic {
  column: number
  row: number
  title: string
  questions: string[]
  /** The class's average of the topic, 0 without ratings. */
  average: number
  progress: number
  /** Per question (by its order): the class's average, null without ratings. */
  questionAverages: (number | null)[]
  /** By student index. */
  students: Map<number, ExpectedStudentTopic>
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

export function expectedActivation(activationIndex: number) {
  const activation = demoRunning.activations[activationIndex]!
  const content = contentOf(demoSchool, activation.module)
  const schoolClass = demoSchool.classes[activation.classIndex]!
  const ratings = demoRunning.ratings.filter((rating) => rating.activationIndex === activationIndex)
  let topicIndex = 0
  const topics: ExpectedTopic[] = content.blocks.flatMap((block, column) =>
    block.topics.map((topic, row) => {
      const index = topicIndex++
      const ofTopic = ratings.filter((rating) => rating.topicIndex === index)
      const students = new Map<number, ExpectedStudentTopic>()
      for (const studentIndex of new Set(ofTopic.map((rating) => rating.studentIndex))) {
        const own = ofTopic
          .filter((rating) => rating.studentIndex === studentIndex)
          .sort((a, b) => a.questionIndex - b.questionIndex)
        students.set(studentIndex, {
          average: roundAverage(mean(own.map((rating) => rating.grade))),
          progress: topicProgress(own.length, topic.questions.length),
          grades: own.map((rating) => ({
            question: topic.questions[rating.questionIndex]!.title,
            grade: rating.grade,
          })),
          tooFast: mean(own.map((rating) => rating.secondsSpent)) < 120,
        })
      }
      const questionAverages = topic.questions.map((_, questionIndex) => {
        const grades = ofTopic.filter((rating) => rating.questionIndex === questionIndex)
        return grades.length === 0 ? null : roundAverage(mean(grades.map((rating) => rating.grade)))
      })
      return {
        column: column + 1,
        row: row + 1,
        title: topic.title,
        questions: topic.questions.map((question) => question.title),
        average: ofTopic.length === 0 ? 0 : roundAverage(mean(ofTopic.map((rating) => rating.grade))),
        progress: topicProgress(ofTopic.length, topic.questions.length * schoolClass.students.length),
        questionAverages,
        students,
      }
    }),
  )
  return {
    moduleName: content.name,
    className: schoolClass.name,
    students: schoolClass.students,
    hurried:
      demoRunning.hurried.classIndex === activation.classIndex ? demoRunning.hurried.studentIndex : null,
    topics,
  }
}

/** A number as the German screens print it: 4,83 (no trailing zeros beyond what toFixed gives). */
export const germanNumber = (value: number, decimals = 2) =>
  value.toLocaleString('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: decimals })
