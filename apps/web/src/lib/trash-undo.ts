import {
  type TrashedResponse,
  type TrashKindName,
  trashMessages,
  trashUndoSnackbar,
} from '@lernraster/shared'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { trash } from '../locales/de/trash'
import { callApi } from './api-client'
import { registerGermanTexts } from './i18n'
import { registerServerMessages } from './server-message'
import { showSnackbar } from './snackbar'
import { queriesChangedByTrash, trashListKey } from './trash-queries'
import { useFailureText } from './use-failure-text'

// The trash's texts and the server's restore sentences travel with the screens that remove things.
registerGermanTexts({ trash })
registerServerMessages({ trash: trashMessages })

/** POST /trash/restore: 409 with a sentence saying what to do when it no longer fits, 404 when gone. */
export function restoreFromTrash(id: number) {
  return callApi('POST /trash/restore', { body: { id } })
}

/** Marks every query a move to the trash or a restore of `kind` changed as stale; active ones reload. */
export function refreshAfterTrash(queryClient: QueryClient, kind: TrashKindName) {
  return Promise.all(
    queriesChangedByTrash(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

/**
 * After a move to the trash: the snackbar says where it went and offers Rückgängig for a while
 * (issue 31). Rückgängig restores it and reloads what it changed; a restore that no longer fits shows
 * the server's sentence, which says what to do. The done message shows once the reloaded screens
 * have it back (the editor's grid included).
 */
export function useTrashUndo() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const failureText = useFailureText()
  return (
    answer: Pick<TrashedResponse, 'trash_id'>,
    kind: TrashKindName,
    options: { message?: string; duration?: number } = {},
  ) => {
    // The Papierkorb has one more item now.
    void queryClient.invalidateQueries({ queryKey: trashListKey })
    const undo = async () => {
      try {
        await restoreFromTrash(answer.trash_id)
        await refreshAfterTrash(queryClient, kind)
        showSnackbar(t('trash.undo.done'))
      } catch (error) {
        // 409 and 404 carry the server's sentence (what to do); the snackbar keeps it longer.
        showSnackbar(failureText(error), 'danger', trashUndoSnackbar)
      }
    }
    showSnackbar(
      options.message ?? t(`trash.undo.moved.${kind}`),
      'success',
      Math.max(options.duration ?? 0, trashUndoSnackbar),
      { label: t('trash.undo.action'), run: undo },
    )
  }
}
