import type { RemovalImpact, RemovalScope } from '@lernraster/shared'
import type { TFunction } from 'i18next'
import { formatCount } from '../../../lib/count-format'

/** The parts of a removal the sentence names, in the order a teacher reads the grid: outside in. */
const countedParts = ['blocks', 'topics', 'questions', 'files'] as const

/** "A, B und C" / "A, B and C": British English leaves out the comma before "and", as the pack does. */
function listLocale(language: string) {
  return language === 'de' ? 'de' : 'en-GB'
}

/**
 * What a removal takes with it, in plain sentences of the teacher's language (docs/design.md "Removals":
 * say what will be lost, with numbers): "Damit werden 1 Block, 3 Themen, 12 Fragen und 418 Bewertungen
 * von Lernenden aus 2 Klassen gelöscht, davon 1 Klasse einer anderen Lehrperson." Parts without
 * anything are left out; without ratings a second sentence says that none are lost.
 */
export function removalSummary(
  impact: RemovalImpact,
  scope: RemovalScope,
  t: TFunction,
  language: string,
): string {
  const count = (value: number) => ({ count: value, n: formatCount(value, language) })
  const parts: { value: number; text: string }[] = countedParts
    .filter((part) => impact[part] > 0)
    .map((part) => ({
      value: impact[part],
      text: t(`moduleList.removal.${part}`, count(impact[part])),
    }))
  if (impact.evaluations > 0) {
    const ratings = t('moduleList.removal.evaluations', count(impact.evaluations))
    parts.push({
      value: impact.evaluations,
      text:
        impact.classes > 0
          ? t('moduleList.removal.evaluationsFromClasses', { ...count(impact.classes), ratings })
          : ratings,
    })
  }

  const noRatings = impact.evaluations > 0 ? [] : [t('moduleList.removal.noEvaluations')]
  if (parts.length === 0) return [t(`moduleList.removal.empty.${scope}`), ...noRatings].join(' ')

  const list = new Intl.ListFormat(listLocale(language), { type: 'conjunction' }).format(
    parts.map((part) => part.text),
  )
  // The verb agrees with what is listed: "Damit wird 1 Thema gelöscht", "Damit werden 3 Themen ...".
  const [first] = parts
  const verbCount = parts.length === 1 && first ? first.value : parts.length
  const others = impact.evaluations > 0 ? impact.other_teachers_classes : 0
  const sentence =
    others > 0
      ? t('moduleList.removal.deletedWithOthers', {
          count: verbCount,
          parts: list,
          others: t('moduleList.removal.otherTeachersClasses', count(others)),
        })
      : t('moduleList.removal.deleted', { count: verbCount, parts: list })
  return [sentence, ...noRatings].join(' ')
}
