import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from './api-error'
import { useServerMessage } from './server-message'

/**
 * The sentence for a request that failed: the server's own message where it has one for the teacher
 * (a refused field first, then a refused swap, a limit), otherwise what happened in general (offline,
 * server error).
 */
export function useFailureText() {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  return (error: unknown): string =>
    isApiError(error) && error.code !== 'internal'
      ? (serverMessage(Object.values(error.errors)[0]?.[0] ?? error.message) ?? t('common.error'))
      : t(failureKey(error))
}
