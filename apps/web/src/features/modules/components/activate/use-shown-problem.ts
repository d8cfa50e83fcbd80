import { useTranslation } from 'react-i18next'
import { useServerMessage } from '../../../../lib/server-message'
import type { Shown } from '../../model/activate-form'
import type { CreateShown } from '../../model/activate-lookups'

/** A refusal as the teacher reads it: a known one in their language, an unknown server text as it came. */
export function useShownProblem() {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  return {
    activate: (shown: Shown | undefined) =>
      shown === undefined
        ? undefined
        : 'key' in shown
          ? t(`moduleActive.activate.problems.${shown.key}`)
          : (serverMessage(shown.text) ?? shown.text),
    create: (shown: CreateShown | undefined) =>
      shown === undefined
        ? undefined
        : 'key' in shown
          ? t(`moduleActive.activate.createProblems.${shown.key}`)
          : (serverMessage(shown.text) ?? shown.text),
  }
}
