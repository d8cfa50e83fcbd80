import { messageResponse } from '../contracts/common'
import { trashItemBody, trashList, trashRestoreResponse } from '../contracts/trash'
import { defineCalls } from './call'

/**
 * Issue 31, decision 022: the teacher's trash (Papierkorb): list, restore, delete for good. Another
 * teacher's item answers 404 like a missing one.
 */
export const trashCalls = defineCalls('trash', {
  'GET /trash': {
    operationId: 'listTrash',
    summary: 'Die Einträge im eigenen Papierkorb, die neuesten zuerst',
    access: 'teacher',
    answer: trashList,
    errors: [],
  },
  /** 409 with a sentence saying what to do when the item no longer fits where it was. */
  'POST /trash/restore': {
    operationId: 'restoreTrashItem',
    summary: 'Einen Eintrag aus dem Papierkorb wiederherstellen',
    access: 'teacher',
    body: trashItemBody,
    answer: trashRestoreResponse,
    errors: ['notFound', 'conflict'],
  },
  'POST /trash/remove': {
    operationId: 'removeTrashItem',
    summary: 'Einen Eintrag im Papierkorb endgültig löschen',
    access: 'teacher',
    body: trashItemBody,
    answer: messageResponse,
    errors: ['notFound'],
  },
})
