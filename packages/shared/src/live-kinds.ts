/**
 * The kinds of change the server announces on its live streams (decision 019 for teachers, 026 for
 * students): the one list the server sends from (apps/server/src/modules/live/live-signal.ts) and
 * both web apps read (app/live/live-keys.ts, student/features/live/model/live-kinds.ts). A signal
 * names the kind and the event, never data; the screens fetch again.
 */

/** What a teacher's screens hear. 'resync': the server may have missed signals, fetch everything. */
export const teacherLiveKinds = ['progress', 'feedback', 'groups', 'planned', 'help', 'resync'] as const

/** What a student's screens hear: their own rating elsewhere ('progress'), and what teachers did. */
export const studentLiveKinds = [
  'progress',
  'released',
  'withdrawn',
  'handled',
  'homework',
  'modules',
  'nextStep',
  'classes',
  'resync',
] as const

export type TeacherLiveKind = (typeof teacherLiveKinds)[number]
export type StudentLiveKind = (typeof studentLiveKinds)[number]
export type LiveKind = TeacherLiveKind | StudentLiveKind

/** Every kind, each once. */
export const liveKinds: readonly LiveKind[] = [
  ...new Set<LiveKind>([...teacherLiveKinds, ...studentLiveKinds]),
]
