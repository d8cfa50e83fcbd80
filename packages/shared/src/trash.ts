/**
 * The trash (issue 31, decision 022): what a teacher removes goes there with everything that depends
 * on it and comes back whole, for `trashRetentionDays`; after that the maintenance deletes it for good.
 */
export const trashRetentionDays = 30

/** What can be in the trash. Grid parts (block, topic, row, column) are undone from the editor's snackbar too. */
export const TrashKind = {
  module: 'module',
  activation: 'activation',
  class: 'class',
  subject: 'subject',
  block: 'block',
  topic: 'topic',
  row: 'row',
  column: 'column',
} as const
export type TrashKindName = (typeof TrashKind)[keyof typeof TrashKind]
export const trashKinds = Object.values(TrashKind) as [TrashKindName, ...TrashKindName[]]

/** The newest items the trash list shows at most (30 days of one teacher's removals fit easily). */
export const trashListMax = 500

/**
 * How long the snackbar offering "Rückgängig" after a move to the trash stays (ms): longer than an
 * ordinary message, so a teacher who sees what went has time to reach the button.
 */
export const trashUndoSnackbar = 10_000
