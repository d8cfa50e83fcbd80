/**
 * Roster files from school administration software (issue 34 item 3, decision 044): a Microsoft
 * School Data Sync set (v2.1: orgs, users, roles, classes, enrollments; or v1: Section, Student,
 * StudentEnrollment) or a OneRoster 1.2 CSV zip. Named once here for the server, the dialog and the
 * answer's schema.
 */
export const rosterLimits = {
  /** Each uploaded file, and each file inside a zip, unpacked. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Files in one upload (a SDS set has up to ten, a zip counts as one). */
  maxFiles: 12,
  /** Students in one file set, whether imported or not. */
  maxStudents: 5000,
  /** Classes one import makes or updates: a whole school's export is not one teacher's. */
  maxClasses: 50,
  /**
   * New accounts one import makes: each start password is hashed with argon2 (decision 039), about
   * 50 ms of one core each, so 1,000 take under half a minute on a small server.
   */
  maxNewAccounts: 1000,
  /** Characters of a source id (sourcedId, SIS ID) the server keeps. */
  sourceIdMax: 255,
} as const

export const rosterFormats = ['sds-2.1', 'sds-1', 'oneroster-1.2'] as const
export type RosterFormat = (typeof rosterFormats)[number]

/**
 * What an import does to a class: 'new' makes it, 'rename' gives it the file's name, 'unchanged'
 * leaves it as it is (its members may still change).
 */
export const rosterClassOutcomes = ['new', 'rename', 'unchanged'] as const
export type RosterClassOutcome = (typeof rosterClassOutcomes)[number]

/**
 * What an import does to a student of a class (one row per class and student):
 * - new: an account without an address (user name, start password) and a member;
 * - added: a student this teacher imported before joins this class;
 * - update: the file's names replace the account's (made by this teacher's imports only);
 * - unchanged: a member already, nothing to do;
 * - reactivate: an inactive member is in the file again and becomes active;
 * - inactive: a member an earlier import brought that is no longer in the file: switched inactive,
 *   never removed (their results stay);
 * - invite: a line with an address not yet in the class: the class list's invitation (decision 037);
 * - member: a line with an address that is in the class already.
 */
export const rosterStudentOutcomes = [
  'new',
  'added',
  'update',
  'unchanged',
  'reactivate',
  'inactive',
  'invite',
  'member',
] as const
export type RosterStudentOutcome = (typeof rosterStudentOutcomes)[number]
