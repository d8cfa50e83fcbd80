import { activationCalls } from './activations'
import { feedCalls } from './feeds'
import { fileCalls, moduleCoverCalls } from './files'
import { gridCalls } from './grid'
import { moduleCalls } from './modules'
import { sharingCalls } from './sharing'
import { subjectCalls } from './subjects'
import { trashCalls } from './trash'

/** Every call of the teacher API (/api/teacher/v1), by key (decision 031). */
export const teacherApi = {
  ...subjectCalls,
  ...moduleCalls,
  ...gridCalls,
  ...fileCalls,
  ...moduleCoverCalls,
  ...activationCalls,
  ...sharingCalls,
  ...feedCalls,
  ...trashCalls,
}

export type TeacherApi = typeof teacherApi
export type TeacherCallKey = keyof TeacherApi
