import '../texts'
import { classesPageSize, type Group, type GroupUser } from '@lernraster/shared'
import { Button, Group as Row } from '@mantine/core'
import { IconArchive, IconPlus, IconSchool } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { pageContaining } from '../../../lib/paging'
import { paths } from '../../../lib/paths'
import { useTrashUndo } from '../../../lib/trash-undo'
import { groupsQueryKey } from '../api/list-groups'
import { AccountsWithoutClass } from './accounts-without-class'
import { ArchiveClassDialog } from './archive-class-dialog'
import { ClassFormModal } from './class-form-modal'
import { ClassesList } from './classes-list'
import { CopyClassDialog } from './copy-class-dialog'
import { CreateStudentsDialog } from './create-students-dialog'
import { ImportStudentsDialog } from './import-students-dialog'
import { StatisticsModal } from './statistics-modal'
import { useClassesPage } from './use-classes-page'

// Loaded when first opened: its tables and upload code are no part of the classes list itself.
const RosterImportDialog = lazy(() => import('./roster-import-dialog'))

type FormState = { opened: boolean; group?: Group }
type StatisticsState = { opened: boolean; student?: GroupUser; groupId?: number }
/** The class an import or copy dialog is for; kept while the dialog fades out. */
type ClassDialog = { opened: boolean; group?: Group }
/** The page to show after /exams/new: the page component starts afresh on /groups. */
type ArrivalState = { page?: number } | null

/**
 * /groups, the classes screen (docs/product/subjects-and-classes.md "Classes"). /exams/new, the old new-class
 * button's target, shows this screen with the create dialog open, and closing the dialog lands on /groups.
 */
export function ClassesPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const offerUndo = useTrashUndo()
  const navigate = useNavigate()
  const location = useLocation()
  const fromNewClassRoute = location.pathname === paths.newClass
  const [page, setPage] = useClassesPage((location.state as ArrivalState)?.page)
  const [form, setForm] = useState<FormState>({ opened: fromNewClassRoute })
  const [statistics, setStatistics] = useState<StatisticsState>({ opened: false })
  const [importing, setImporting] = useState<ClassDialog>({ opened: false })
  const [creating, setCreating] = useState<ClassDialog>({ opened: false })
  const [copying, setCopying] = useState<ClassDialog>({ opened: false })
  const [archiving, setArchiving] = useState<ClassDialog>({ opened: false })
  const [rosterOpened, setRosterOpened] = useState(false)
  const [rosterLoaded, setRosterLoaded] = useState(false)

  function closeForm(savedPage?: number) {
    if (fromNewClassRoute) {
      navigate(paths.groups, { replace: true, state: savedPage ? { page: savedPage } : null })
      return
    }
    if (savedPage) setPage(savedPage)
    // The group stays in the state while the dialog fades out, so its title does not jump.
    setForm((previous) => ({ ...previous, opened: false }))
  }

  // The mutation resolves after the list is reloaded: the saved class is in the cache by now.
  function pageOfSaved(saved: Group) {
    const groups = queryClient.getQueryData<Group[]>(groupsQueryKey) ?? []
    return pageContaining(
      groups.findIndex((group) => group.id === saved.id),
      classesPageSize,
    )
  }

  const newClass = (
    <Row gap="sm">
      <Button
        component={Link}
        to={paths.archive}
        variant="subtle"
        leftSection={<IconArchive size={18} aria-hidden />}
      >
        {t('classes.archive.link')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconSchool size={18} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setRosterLoaded(true)
          setRosterOpened(true)
        }}
      >
        {t('classRoster.open')}
      </Button>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setForm({ opened: true })}
      >
        {t('classes.newClass')}
      </Button>
    </Row>
  )

  return (
    <PageFrame>
      <PageHeader title={t('classes.title')} description={t('classes.description')} action={newClass} />
      <ClassesList
        page={page}
        onPageChange={setPage}
        onCreate={() => setForm({ opened: true })}
        actions={{
          onEdit: (group) => setForm({ opened: true, group }),
          onStatistics: (student, groupId) => setStatistics({ opened: true, student, groupId }),
          onImport: (group) => setImporting({ opened: true, group }),
          onCreateStudents: (group) => setCreating({ opened: true, group }),
          onCopy: (group) => setCopying({ opened: true, group }),
          onArchive: (group) => setArchiving({ opened: true, group }),
        }}
      />
      <AccountsWithoutClass />
      <ClassFormModal
        opened={form.opened}
        group={form.group}
        onClose={() => closeForm()}
        onSaved={(saved) => closeForm(pageOfSaved(saved))}
        onRemoved={(answer) => {
          closeForm()
          offerUndo(answer, 'class')
        }}
      />
      <CreateStudentsDialog
        {...creating}
        onClose={() => setCreating((previous) => ({ ...previous, opened: false }))}
      />
      <ImportStudentsDialog
        {...importing}
        onClose={() => setImporting((previous) => ({ ...previous, opened: false }))}
      />
      {rosterLoaded && (
        <Suspense fallback={null}>
          <RosterImportDialog opened={rosterOpened} onClose={() => setRosterOpened(false)} />
        </Suspense>
      )}
      <CopyClassDialog
        {...copying}
        onClose={() => setCopying((previous) => ({ ...previous, opened: false }))}
        onCopied={(copy) => {
          setCopying((previous) => ({ ...previous, opened: false }))
          setPage(pageOfSaved(copy))
        }}
      />
      <ArchiveClassDialog
        {...archiving}
        onClose={() => setArchiving((previous) => ({ ...previous, opened: false }))}
        onArchived={(answer) => {
          setArchiving((previous) => ({ ...previous, opened: false }))
          // The carried class is where the teacher goes on working, so the list shows its page.
          if (answer.next_group) setPage(pageOfSaved(answer.next_group))
        }}
      />
      {/* Mounted from the start: a Modal that mounts already open cannot return focus on closing. */}
      <StatisticsModal
        opened={statistics.opened}
        student={statistics.student}
        groupId={statistics.groupId}
        onClose={() => setStatistics((previous) => ({ ...previous, opened: false }))}
      />
    </PageFrame>
  )
}
