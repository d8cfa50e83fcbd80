import '../texts'
import type { Subject, TrashedResponse } from '@lernraster/shared'
import { Button } from '@mantine/core'
import { IconBooks, IconPlus } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { PageLoader } from '../../../components/page-loader'
import { showSnackbar } from '../../../lib/snackbar'
import { useTrashUndo } from '../../../lib/trash-undo'
import { useSubjectsQuery } from '../api/list-subjects'
import { SubjectDialog, type SubjectDialogState } from './subject-dialog'
import { SubjectsPager } from './subjects-pager'
import { editButtonOf, SubjectsTable } from './subjects-table'
import { useSubjectsView } from './use-subjects-view'

/** /subjects: the teacher's subjects in a sortable, paged table, created and edited in a modal. */
export function SubjectsPage() {
  const { t } = useTranslation()
  const offerUndo = useTrashUndo()
  const query = useSubjectsQuery()
  const view = useSubjectsView(query.data ?? [])
  const [dialog, setDialog] = useState<SubjectDialogState>({ opened: false, subject: null, opening: 0 })
  const addButton = useRef<HTMLButtonElement>(null)
  // Where the cursor goes once the dialog has closed after saving or deleting. Cancelling leaves
  // it to the modal, which returns it to the button that opened it.
  const focusAfterClose = useRef<(() => void) | null>(null)

  const open = (subject: Subject | null) =>
    setDialog((current) => ({ opened: true, subject, opening: current.opening + 1 }))

  // /subjects?new=1 (the start page's first step) opens the create dialog at once.
  const [searchParams, setSearchParams] = useSearchParams()
  const asksForNew = searchParams.get('new') === '1'
  useEffect(() => {
    if (!asksForNew) return
    setDialog((current) => ({ opened: true, subject: null, opening: current.opening + 1 }))
    setSearchParams({}, { replace: true })
  }, [asksForNew, setSearchParams])
  const close = () => setDialog((current) => ({ ...current, opened: false }))

  function saved(subject: Subject) {
    view.reveal(subject.id)
    focusAfterClose.current = () => document.querySelector<HTMLElement>(editButtonOf(subject.id))?.focus()
    close()
    showSnackbar(t('subjects.saved'))
  }

  function removed(answer: TrashedResponse) {
    // The row and its edit button are gone: the cursor waits on Neues Fach.
    focusAfterClose.current = () => addButton.current?.focus()
    close()
    offerUndo(answer, 'subject', { message: t('subjects.removed') })
  }

  const addSubject = (
    <Button
      ref={addButton}
      leftSection={<IconPlus size={18} aria-hidden />}
      aria-haspopup="dialog"
      onClick={() => open(null)}
    >
      {t('subjects.add')}
    </Button>
  )

  return (
    <PageFrame>
      <PageHeader title={t('subjects.title')} description={t('subjects.description')} action={addSubject} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadErrorAlert message={t('subjects.loadError')} query={query} />
      ) : view.total === 0 ? (
        <EmptyState
          icon={<IconBooks size={30} />}
          text={t('subjects.empty')}
          action={
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open(null)}>
              {t('subjects.add')}
            </Button>
          }
        />
      ) : (
        <>
          <SubjectsTable view={view} onEdit={open} />
          <SubjectsPager view={view} />
        </>
      )}
      <SubjectDialog
        {...dialog}
        onClose={close}
        onSaved={saved}
        onRemoved={removed}
        onClosed={() => {
          focusAfterClose.current?.()
          focusAfterClose.current = null
        }}
      />
    </PageFrame>
  )
}
