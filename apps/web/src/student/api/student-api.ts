import type {
  ApiTokenResponse,
  HelpRequestStoreBody,
  OwnHelpRequest,
  OwnNextStep,
  OwnTeacherRatings,
  RateAnswer,
  RateBody,
  SelfAssessmentBody,
  StudentClass,
  StudentExam,
  StudentFeedbackBody,
  StudentGoal,
  StudentGrid,
  StudentHomework,
  StudentModule,
  StudentTopic,
  StudentUserInfo,
} from '@lernraster/shared'
import { studentRequest } from './student-client'

/** Every call the student app makes, named as the screens use them. */
export const studentApi = {
  login: (body: { email: string; password: string }) =>
    studentRequest<ApiTokenResponse>('POST', 'auth/login', { body }),
  register: (body: {
    firstname: string
    lastname: string
    email: string
    password: string
    password_confirmation: string
  }) => studentRequest<ApiTokenResponse>('POST', 'auth/register', { body }),
  logout: () => studentRequest<unknown>('POST', 'auth/logout'),
  forgotPassword: (email: string) =>
    studentRequest<unknown>('POST', 'auth/forgotPassword', { body: { email } }),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    studentRequest<unknown>('POST', 'auth/resetPassword', { body }),
  userInfo: () => studentRequest<StudentUserInfo>('GET', 'users/userinfo'),
  classes: () => studentRequest<StudentClass[]>('GET', 'groups'),
  joinClass: (token: string) => studentRequest<StudentClass[]>('POST', 'groups/join', { body: { token } }),
  goals: () => studentRequest<StudentGoal[]>('GET', 'goals'),
  setGoal: (subjectId: number, goal: number) =>
    studentRequest<StudentGoal[]>('POST', 'goals/update', { body: { subject_id: subjectId, goal } }),
  modules: () => studentRequest<StudentModule[]>('GET', 'modules'),
  grid: (eventId: number) =>
    studentRequest<StudentGrid>('GET', 'modules/grid', { query: { event_id: eventId } }),
  topic: (eventId: number, topicId: number) =>
    studentRequest<StudentTopic>('GET', 'topics/byId', { query: { event_id: eventId, topic_id: topicId } }),
  rate: (body: RateBody) => studentRequest<RateAnswer>('POST', 'evaluations/rate', { body }),
  sendFeedback: (body: StudentFeedbackBody) =>
    studentRequest<{ id: number }>('POST', 'feedbacks/store', { body }),
  homework: () => studentRequest<StudentHomework[]>('GET', 'homeworks'),
  exams: () => studentRequest<StudentExam[]>('GET', 'exams'),
  assessExam: (body: SelfAssessmentBody) =>
    studentRequest<StudentExam[]>('POST', 'exams/selfAssessment', { body }),
  nextStep: (eventId: number) =>
    studentRequest<OwnNextStep>('GET', 'nextStep', { query: { event_id: eventId } }),
  helpRequests: (eventId: number) =>
    studentRequest<OwnHelpRequest[]>('GET', 'helpRequests', { query: { event_id: eventId } }),
  askForHelp: (body: HelpRequestStoreBody) =>
    studentRequest<OwnHelpRequest>('POST', 'helpRequests/store', { body }),
  teacherRatings: (eventId: number) =>
    studentRequest<OwnTeacherRatings>('GET', 'teacherRatings', { query: { event_id: eventId } }),
}
