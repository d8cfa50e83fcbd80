/** What a district is made of; every class has the same shape, so one class reads the same anywhere. */
export interface DistrictSize {
  teachers: number
  /** Class n belongs to teacher n % teachers: the first (classes - teachers) teachers have two. */
  classes: number
  studentsPerClass: number
  subjectsPerTeacher: number
  modulesPerTeacher: number
  /** A 6 x 6 grid with 4 questions per topic, as issue 13 measures the progress screens. */
  rows: number
  columns: number
  questionsPerTopic: number
  /** Even classes run 3 modules, odd ones 2: 2.5 runs a class on average. */
  homeworksPerClass: number
  examsPerClass: number
  /** Share of (student, question) pairs of a run the student rated. */
  runRatedPercent: number
  /** Share of (student, question) pairs of a homework the student rated. */
  homeworkRatedPercent: number
  /** Share of (student, question) pairs of a run the teacher rated. */
  teacherRatedPercent: number
  helpRequestsPerRun: number
  feedbacksPerRun: number
  changesPerSharedModule: number
}

const classShape = {
  studentsPerClass: 25,
  subjectsPerTeacher: 3,
  modulesPerTeacher: 4,
  rows: 6,
  columns: 6,
  questionsPerTopic: 4,
  homeworksPerClass: 30,
  examsPerClass: 6,
  runRatedPercent: 45,
  homeworkRatedPercent: 50,
  teacherRatedPercent: 15,
  helpRequestsPerRun: 8,
  feedbacksPerRun: 10,
  changesPerSharedModule: 20,
} as const

/**
 * Issue 36's district: 2,000 teachers, 60,000 students in 2,400 classes, 8,000 modules, 6,000 runs,
 * 92,400 events, about 13.3 million student and 3.2 million teacher ratings. `mid` is a twentieth
 * of it (the EXPLAIN test's size); `oneTeacher` is the ordinary teacher alone, put beside the demo.
 */
export const districtSizes = {
  full: { ...classShape, teachers: 2000, classes: 2400 },
  mid: { ...classShape, teachers: 100, classes: 120 },
  oneTeacher: { ...classShape, teachers: 1, classes: 1 },
} satisfies Record<string, DistrictSize>

/** A district scaled by `factor` (0.25: a quarter of the teachers and classes), the class shape kept. */
export function scaledDistrict(size: DistrictSize, factor: number): DistrictSize {
  const teachers = Math.max(1, Math.round(size.teachers * factor))
  return { ...size, teachers, classes: Math.max(teachers, Math.round(size.classes * factor)) }
}

export const runsOfClass = (classIndex: number) => (classIndex % 2 === 0 ? 3 : 2)

/**
 * The index of the ordinary teacher's class: one class of 25 with three runs, among the teachers
 * with a single class, in the middle of the district (not the first rows of any table).
 */
export function ordinaryClassIndex(size: DistrictSize): number {
  const firstSingle = size.classes - size.teachers
  const middle = Math.max(firstSingle, Math.floor(size.classes / 2))
  return middle % 2 === 0 ? middle : middle + 1 < size.teachers ? middle + 1 : middle - 1
}
