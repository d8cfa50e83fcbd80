import type { ModuleSummary } from '@lernraster/shared'
import { ModuleStatus, moduleStatusNames } from '@lernraster/shared'

type Counts = Pick<ModuleSummary, 'blocks_count' | 'topics_count' | 'questions_count'>
type Words = {
  blocks: (count: number) => string
  topics: (count: number) => string
  questions: (count: number) => string
  /** What a module without any block says instead of three zeros. */
  empty: string
}

/** "4 Blöcke · 12 Themen · 36 Fragen"; the words and their plural forms come from the language pack. */
export function moduleCountsText(module: Counts, words: Words): string {
  if (module.blocks_count + module.topics_count + module.questions_count === 0) return words.empty
  return [
    words.blocks(module.blocks_count),
    words.topics(module.topics_count),
    words.questions(module.questions_count),
  ].join(' · ')
}

/** A module's date as the teacher's language writes it: "22.11.2026" or "22/11/2026". */
export function formatModuleDate(value: string, language: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
}

/** The last changed first, so a fresh copy or the module just worked on is at the top. */
export function byLastChange<Module extends ModuleSummary>(modules: readonly Module[]): Module[] {
  return [...modules].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
}

/**
 * docs/product/modules.md "Own tab": only a draft opens in the configurator; every module opens in the
 * viewer.
 */
export function isEditable(module: Pick<ModuleSummary, 'status_id'>): boolean {
  return module.status_id === ModuleStatus.draft
}

/**
 * The status's name ('draft', 'finished', ... docs/product/modules.md "Module statuses"), the key of its word
 * in the language pack.
 */
export function statusNameOf(module: Pick<ModuleSummary, 'status_id'>): string | undefined {
  return moduleStatusNames[module.status_id as keyof typeof moduleStatusNames]?.name
}
