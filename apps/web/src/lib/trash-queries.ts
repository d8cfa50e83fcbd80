import type { TrashKindName } from '@lernraster/shared'

/** The Papierkorb's list (features/trash); every move to the trash and every restore changes it. */
export const trashListKey = ['trash'] as const

// The roots of the query keys a restore touches (features/*/api keep the full keys under these).
const modules = ['modules'] as const // lists, Active/Finished tabs, a module's grid and removal figures
const feeds = ['feeds'] as const // student activity and feedback
const progress = ['progress'] as const // progress screens, charts, report
const helpRequests = ['helpRequests'] as const
const groups = ['groups'] as const // the classes screen and every class select
const subjects = ['subjects'] as const
const home = ['home'] as const // the start page's checklist and attention list
const events = ['events'] as const // the classes screen's not-done lists
const evaluations = ['evaluations'] as const // its statistics
const planned = ['planned'] as const // homework and exams

/**
 * The queries whose answers change when an item of `kind` comes back from the trash (or goes into
 * it): a run brings back ratings (progress, feeds, statistics), a class brings back its runs, a grid
 * part its module's grid. Nothing else is asked again.
 */
export function queriesChangedByTrash(kind: TrashKindName): readonly (readonly string[])[] {
  switch (kind) {
    case 'module':
      return [trashListKey, modules, feeds, progress, helpRequests, home]
    case 'activation':
      return [trashListKey, modules, feeds, progress, helpRequests, home, events, evaluations, planned]
    case 'class':
      return [
        trashListKey,
        groups,
        modules,
        feeds,
        progress,
        helpRequests,
        home,
        events,
        evaluations,
        planned,
      ]
    case 'subject':
      return [trashListKey, subjects, modules, progress, home, events, evaluations, planned]
    case 'block':
    case 'topic':
    case 'row':
    case 'column':
      return [trashListKey, modules, feeds, progress]
  }
}
