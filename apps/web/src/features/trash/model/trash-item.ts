import type { TrashItem } from '@lernraster/shared'
import type { TFunction } from 'i18next'
import { formatCount } from '../../../lib/count-format'

const dayMs = 24 * 60 * 60 * 1000

/**
 * Whole days left before the maintenance may delete it for good: a run removed a minute ago reads
 * "noch 29 Tage" (the 30th day has begun), one with hours left reads 0, shown as "weniger als ein
 * Tag". Never negative: an item past its time is still listed until the maintenance has run.
 */
export function daysLeft(purgeAfter: string, now: Date): number {
  const left = new Date(purgeAfter).getTime() - now.getTime()
  if (Number.isNaN(left) || left <= 0) return 0
  return Math.floor(left / dayMs)
}

/** The item's name as a teacher knows it: a run is "Modul Bruchrechnen in 7a". */
export function itemTitle(item: TrashItem, t: TFunction): string {
  if (item.kind === 'activation' && item.module_name !== null && item.group_name !== null)
    return t('trash.activationTitle', { module: item.module_name, group: item.group_name })
  return item.title
}

/**
 * What comes back with it, in numbers (docs/design.md "Removals"): "3 Themen, 12 Fragen", "153 Bewertungen
 * von 17 Lernenden", "17 Lernende, 2 Aktivierungen". Parts without anything are left out; the
 * outside-in order a teacher reads: grid, runs, ratings.
 */
export function contentsText(item: TrashItem, t: TFunction, language: string): string {
  const count = (value: number) => ({ count: value, n: formatCount(value, language) })
  const parts: string[] = []
  for (const part of ['topics', 'questions', 'files', 'activations'] as const) {
    // A run counts itself among the activations; "1 Aktivierung" would tell its teacher nothing.
    if (part === 'activations' && item.kind === 'activation') continue
    if (item[part] > 0) parts.push(t(`trash.contents.${part}`, count(item[part])))
  }
  if (item.ratings > 0) {
    const ratings = t('trash.contents.ratings', count(item.ratings))
    parts.push(
      item.students > 0
        ? t('trash.contents.ratingsOfStudents', { ratings, ...count(item.students) })
        : ratings,
    )
  } else if (item.students > 0) {
    parts.push(t('trash.contents.students', count(item.students)))
  }
  return parts.length > 0 ? parts.join(', ') : t('trash.contents.nothing')
}
