import { useTranslation } from 'react-i18next'
import type { Shown } from '../../model/topic-form-messages'

/** A message of the dialogs' model in the user's language (a key), or as the server sent it (a text). */
export function useShownText() {
  const { t } = useTranslation()
  return (shown: Shown | null | undefined): string | undefined => {
    if (!shown) return undefined
    return 'key' in shown ? t(shown.key) : shown.text
  }
}
