import { studentSchoolSignInCalls } from './school-sign-in'
import { studentCalls } from './student'
import { studentAuthCalls } from './student-auth'
import { studentCheckCalls } from './student-checks'
import { studentClassInvitationsCalls } from './student-class-invitations'
import { studentDataCalls } from './student-data'
import { studentHelpRequestsCalls } from './student-help-requests'
import { studentLiveCalls } from './student-live'
import { studentNextStepCalls } from './student-next-step'
import { studentTeacherRatingsCalls } from './student-teacher-ratings'

/** Every call of the student API (/api/student/v1), by key (decision 031). */
export const studentApi = {
  ...studentAuthCalls,
  ...studentSchoolSignInCalls,
  ...studentCalls,
  ...studentClassInvitationsCalls,
  ...studentTeacherRatingsCalls,
  ...studentHelpRequestsCalls,
  ...studentNextStepCalls,
  ...studentLiveCalls,
  ...studentDataCalls,
  ...studentCheckCalls,
}

export type StudentApi = typeof studentApi
export type StudentCallKey = keyof StudentApi
