import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey } from '../../../lib/api-error'
import type { LoginCard } from './login-cards-pdf'

/**
 * Printing login cards from a dialog (decision 038): the names dialog, Neue Karte and the roster
 * import. `printing` names the class whose cards are being made (the roster prints one class at a
 * time), and a failure is told to `onProblem` in the screen's language. The PDF code loads on the
 * first print only (cards-export.ts).
 */
export function useCardPrinting(onProblem: (text: string | null) => void) {
  const { t, i18n } = useTranslation()
  const [printing, setPrinting] = useState<string | null>(null)

  async function print(input: { groupName: string; cards: LoginCard[]; filename?: string }) {
    setPrinting(input.groupName)
    onProblem(null)
    try {
      const { downloadLoginCards } = await import('./cards-export')
      await downloadLoginCards({
        cards: input.cards,
        groupName: input.groupName,
        language: i18n.language,
        filename: input.filename ?? t('classes.cards.filename', { name: input.groupName }),
        t,
      })
    } catch (error) {
      onProblem(t(failureKey(error)))
    } finally {
      setPrinting(null)
    }
  }

  return { printing, print }
}
