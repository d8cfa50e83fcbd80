import '../texts'
import { type TrashItem, trashRetentionDays, trashUndoSnackbar } from '@lernraster/shared'
import { Button } from '@mantine/core'
import { IconLayoutGrid, IconTrash } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { PageLoader } from '../../../components/page-loader'
import { TablePager } from '../../../components/table-pager'
import { clampPage, pageCount, pageItems, rangeOf } from '../../../lib/paging'
import { paths } from '../../../lib/paths'
import { showSnackbar } from '../../../lib/snackbar'
import { useFailureText } from '../../../lib/use-failure-text'
import { useTrashListQuery } from '../api/list-trash'
import { useRestoreTrashItemMutation } from '../api/restore-trash-item'
import { itemTitle } from '../model/trash-item'
import { type DeleteDialogState, DeleteForGoodDialog } from './delete-for-good-dialog'
import { restoreButtonSelector, TrashTable } from './trash-table'

const closedDialog: DeleteDialogState = { opened: false, item: null, opening: 0 }
/** Thirty days of removals can be many rows: a page of them at a time (docs/design.md "Tables and lists"). */
const trashPageSize = 20
const toModulesSelector = '[data-action="to-modules"]'

/**
 * /trash, the Papierkorb (issue 31): what the teacher removed, newest first, with what comes back
 * with it and for how long; Wiederherstellen, and Endgültig löschen behind the typed word.
 */
export function TrashPage() {
  const { t } = useTranslation()
  const list = useTrashListQuery()
  const restore = useRestoreTrashItemMutation()
  const failureText = useFailureText()
  const [restoring, setRestoring] = useState<number | null>(null)
  const [deleting, setDeleting] = useState(closedDialog)
  const [page, setPage] = useState(1)
  // Where the cursor goes once a row has left: the next restore button, or the way to the modules.
  const focusAfterClose = useRef<(() => void) | null>(null)
  const focusNext = () =>
    (
      document.querySelector<HTMLElement>(restoreButtonSelector) ??
      document.querySelector<HTMLElement>(toModulesSelector)
    )?.focus()

  async function restoreItem(item: TrashItem) {
    if (restoring !== null) return
    setRestoring(item.id)
    try {
      await restore.mutateAsync(item.id)
      showSnackbar(t('trash.restored', { title: itemTitle(item, t) }))
      requestAnimationFrame(focusNext)
    } catch (error) {
      // A restore that no longer fits answers 409 with a sentence saying what to do: shown as it is.
      showSnackbar(failureText(error), 'danger', trashUndoSnackbar)
    } finally {
      setRestoring(null)
    }
  }

  const items = list.data?.items ?? []
  // A page that emptied (its last item restored) shows the one before it.
  const shownPage = clampPage(page, items.length, trashPageSize)
  return (
    <PageFrame>
      <PageHeader
        title={t('trash.title')}
        description={t('trash.description', { days: trashRetentionDays })}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorAlert message={t('trash.loadError')} query={list} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconTrash size={30} />}
          text={t('trash.empty', { days: trashRetentionDays })}
          action={
            <Button
              component={Link}
              to={paths.modules}
              variant="default"
              leftSection={<IconLayoutGrid size={18} aria-hidden />}
              data-action="to-modules"
            >
              {t('trash.toModules')}
            </Button>
          }
        />
      ) : (
        <>
          <TrashTable
            items={pageItems(items, shownPage, trashPageSize)}
            now={new Date()}
            restoring={restoring}
            onRestore={(item) => void restoreItem(item)}
            onDelete={(item) =>
              setDeleting((current) => ({ opened: true, item, opening: current.opening + 1 }))
            }
          />
          <TablePager
            page={shownPage}
            pages={pageCount(items.length, trashPageSize)}
            onPageChange={setPage}
            range={{ ...rangeOf(shownPage, trashPageSize, items.length), total: items.length }}
            label={t('trash.paging')}
          />
        </>
      )}
      <DeleteForGoodDialog
        {...deleting}
        onClose={() => setDeleting((current) => ({ ...current, opened: false }))}
        onDeleted={() => {
          focusAfterClose.current = focusNext
          setDeleting((current) => ({ ...current, opened: false }))
          showSnackbar(t('trash.removeDialog.done'))
        }}
        onClosed={() => {
          focusAfterClose.current?.()
          focusAfterClose.current = null
        }}
      />
    </PageFrame>
  )
}
