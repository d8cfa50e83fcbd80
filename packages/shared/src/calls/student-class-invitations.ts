import { invitationAnswerBody, invitationDeclined, studentInvitationList } from '../contracts/class-import'
import { studentClassList } from '../contracts/student'
import { defineCalls } from './call'

/**
 * Invitations into a class from a teacher's class list (issue 34, decision 037): the student sees
 * them on the home screen and accepts or declines; nobody joins a class unasked.
 */
export const studentClassInvitationsCalls = defineCalls('student', {
  'GET /invitations': {
    operationId: 'listClassInvitations',
    summary: 'Die offenen Einladungen in Klassen',
    access: 'student',
    answer: studentInvitationList,
    errors: [],
  },
  /**
   * Joins the class (joined now) and answers the student's classes. An invitation that is gone
   * (withdrawn, declined, expired) answers 404; accepted twice at the same moment, both answer the
   * classes and the class has the student once.
   */
  'POST /invitations/accept': {
    operationId: 'acceptClassInvitation',
    summary: 'Eine Einladung in eine Klasse annehmen',
    access: 'student',
    body: invitationAnswerBody,
    answer: studentClassList,
    errors: ['notFound'],
  },
  'POST /invitations/decline': {
    operationId: 'declineClassInvitation',
    summary: 'Eine Einladung in eine Klasse ablehnen',
    access: 'student',
    body: invitationAnswerBody,
    answer: invitationDeclined,
    errors: ['notFound'],
  },
})
