import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import type { PlanField } from '../model/plan-form'
import { planningMessageKey } from '../model/planning-messages'

export type PlanShownProblem = { text: string; field: PlanField | null }

/**
 * What the plan forms show when something is wrong: the form's own rule or the server's answer under
 * its field, anything else above the fields. A 404 means the homework or exam was deleted meanwhile.
 */
export function usePlanProblem(fields: readonly PlanField[]) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<PlanShownProblem | null>(null)

  function fromServer(error: unknown): PlanShownProblem {
    if (isApiError(error, 'notFound')) return { text: t('planning.form.notFound'), field: null }
    if (isApiError(error)) {
      for (const field of fields) {
        const text = error.fieldError(field)
        if (text) {
          const key = planningMessageKey(text)
          return { text: key ? t(key) : text, field }
        }
      }
    }
    return { text: t(failureKey(error)), field: null }
  }

  return {
    problem,
    clear: () => setProblem(null),
    show: setProblem,
    showServer: (error: unknown) => {
      const shown = fromServer(error)
      setProblem(shown)
      return shown
    },
    on: (field: PlanField) => (problem?.field === field ? problem.text : undefined),
  }
}
