/**
 * Business constants of learning modules (docs/product/modules.md, docs/product/runs.md), named once for the server and the client. This file has no zod: screens
 * import it freely.
 */

/**
 * Module status ids (docs/product/modules.md "Module statuses"). 1 draft and 4 finished come from the
 * original specification; the others are ours. One enum for the server, the web app and the store issues.
 */
export const ModuleStatus = {
  draft: 1,
  active: 2,
  published: 3,
  finished: 4,
  awaitingConfirmation: 5,
  confirmationDeclined: 6,
  purchased: 7,
  shared: 8,
} as const
export type ModuleStatusId = (typeof ModuleStatus)[keyof typeof ModuleStatus]

/** The status names and their German titles, by id (docs/product/modules.md "Module statuses"). */
export const moduleStatusNames: Record<ModuleStatusId, { name: string; title: string }> = {
  1: { name: 'draft', title: 'Entwurf' },
  2: { name: 'active', title: 'Aktiv' },
  3: { name: 'published', title: 'Veröffentlicht' },
  4: { name: 'finished', title: 'Abgeschlossen' },
  5: { name: 'awaiting_confirmation', title: 'Wartet auf Bestätigung' },
  6: { name: 'confirmation_declined', title: 'Bestätigung abgelehnt' },
  7: { name: 'purchased', title: 'Gekauft' },
  8: { name: 'shared', title: 'Geteilt' },
}

/** Solution content types (docs/product/modules.md "Solutions"); the editor's default is a file. */
export const SolutionType = { text: 1, file: 2, link: 3 } as const
export type SolutionTypeId = (typeof SolutionType)[keyof typeof SolutionType]
export const defaultSolutionType: SolutionTypeId = SolutionType.file

/**
 * The topic type every topic has unless the teacher picks another: 'normal', id 1 (docs/product/modules.md
 * "Topics and questions").
 */
export const defaultTopicTypeId = 1

/**
 * Grid sizes. 6x6 is the spec's default; 12 is the largest a teacher can still read on a school
 * laptop (12 columns of 150 px) and keeps `byId` small (decision 015).
 */
export const gridLimits = {
  defaultRows: 6,
  defaultColumns: 6,
  minRows: 1,
  minColumns: 1,
  maxRows: 12,
  maxColumns: 12,
  /**
   * docs/product/modules.md "Topics and questions": a new topic starts with this many empty question rows.
   */
  initialQuestionRows: 4,
  /** Questions one topic may hold: a competence grid cell is a handful of "Ich kann" statements. */
  maxQuestionsPerTopic: 30,
  columnWidthMin: 150,
  columnWidthMax: 1000,
  columnWidthDefault: 200,
} as const

/** Text lengths of module content; the columns are at least as long. */
export const moduleLimits = {
  moduleNameMax: 150,
  moduleDescriptionMax: 2000,
  blockNameMax: 100,
  blockDescriptionMax: 1000,
  topicTitleMax: 200,
  topicDescriptionMax: 2000,
  questionTitleMax: 500,
  questionDescriptionMax: 5000,
  linkMax: 2000,
  solutionTextMax: 10000,
  /** docs/product/modules.md "Duplicating": a new name of at least one character. */
  duplicateNameMin: 1,
  /** docs/product/modules.md "Sharing": the share dialog's e-mail field. */
  shareEmailMax: 40,
} as const

/**
 * The three feeds of the overview (docs/product/runs.md "Feeds"): 8 entries at first, 'load more' doubles,
 * refreshed every 60 s. `maxTake` and `maxSkip` bound one page (five doublings of 8).
 */
export const feedLimits = {
  initialTake: 8,
  maxTake: 256,
  maxSkip: 10000,
  refreshMs: 60000,
} as const

/** The statuses an activation has: 'active' and 'finished' (docs/product/runs.md "What a run is"). */
export const activationStatuses = [ModuleStatus.active, ModuleStatus.finished] as const

/** Truncation lengths (docs/product/modules.md "Dialogs, messages and lengths"). */
export const truncation = {
  editorTopicTitle: 35,
  editorBlockName: 35,
  viewerTopicTitle: 40,
  viewerBlockName: 30,
  cardTitleActive: 25,
  className: 20,
  subjectToken: 10,
  listSubject: 50,
  progressPopoverTitle: 25,
  topicHoverTitle: 35,
} as const

/**
 * Snackbar durations (ms) and modal widths (px) (docs/product/modules.md "Dialogs, messages and lengths").
 */
export const moduleDelays = {
  uploadSnackbar: 3000,
  gridChangeSnackbar: 3000,
  moduleSaved: 5000,
  successText: 5000,
} as const

export const modalWidths = {
  topic: 1200,
  block: 1000,
  cover: 800,
  topicView: 1000,
  activate: 1000,
  share: 500,
  default: 800,
} as const

/** docs/product/modules.md "Removing": typing one of these (any case) enables a destructive confirmation. */
export const confirmationWords = ['remove', 'löschen'] as const
export function isConfirmationWord(typed: string): boolean {
  return (confirmationWords as readonly string[]).includes(typed.trim().toLowerCase())
}

/** What an upload was made for: decides its size limit, the accepted types and how it is served. */
export const FileKind = {
  /** A question's link file or a solution file: images and PDF, 20 MB. */
  content: 'content',
  /** The original source of a question or solution: any type, 200 MB. */
  source: 'source',
  /** The module's cover: an image, 20 MB. */
  cover: 'cover',
} as const
export type FileKindName = (typeof FileKind)[keyof typeof FileKind]

const megabyte = 1024 * 1024
/** Size limits, in bytes (docs/product/modules.md "Files"). */
export const fileLimits = {
  contentMaxBytes: 20 * megabyte,
  sourceMaxBytes: 200 * megabyte,
  coverMaxBytes: 20 * megabyte,
} as const

/** Content types accepted for link and solution files (checked by content on the server). */
export const contentFileTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const
export const coverFileTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** Where uploaded files are read from; a stored path is this prefix and the file's id. */
export const filePathPrefix = '/api/teacher/v1/files/'
/** Where the student app reads the same files, with the student's own rights (decision 019). */
export const studentFilePathPrefix = '/api/student/v1/files/'
export const sourceTypes = ['SourceQuestion', 'SourceSolution'] as const

/** The change feed's subjects and kinds (docs/product/modules.md "Change records"). */
export const ChangeSubject = {
  module: 'module',
  block: 'block',
  topic: 'topic',
  question: 'question',
} as const
export type ChangeSubjectName = (typeof ChangeSubject)[keyof typeof ChangeSubject]
export const ChangeKind = { new: 'new', updated: 'updated', deleted: 'deleted' } as const
export type ChangeKindName = (typeof ChangeKind)[keyof typeof ChangeKind]

/**
 * Prepends http:// to a link typed without a scheme (docs/product/modules.md "Topics and questions"), leaves
 * anything else as typed.
 */
export function withLinkScheme(link: string): string {
  const trimmed = link.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed
  return `http://${trimmed}`
}
