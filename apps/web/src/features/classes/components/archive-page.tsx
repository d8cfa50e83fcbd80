import '../texts'
import { type ArchivedClass, archiveRules } from '@lernraster/shared'
import { Button } from '@mantine/core'
import { IconArchive, IconUsersGroup } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { PageLoader } from '../../../components/page-loader'
import { paths } from '../../../lib/paths'
import { showSnackbar } from '../../../lib/snackbar'
import { useFailureText } from '../../../lib/use-failure-text'
import { useUnarchiveClassMutation } from '../api/archive-class'
import { useArchivedClassesQuery } from '../api/archived-classes'
import { ArchiveList } from './archive-list'
import { CopyClassDialog } from './copy-class-dialog'

type CopyState = { opened: boolean; group?: ArchivedClass }

/**
 * /groups/archive (issue 36 item 4): the teacher's archived classes by school year, to view. Each run
 * opens its statistics from the archive; a class comes back into the lists with Aus dem Archiv holen,
 * or gives its students to a new class with In neue Klasse kopieren.
 */
export function ArchivePage() {
  const { t } = useTranslation()
  const list = useArchivedClassesQuery()
  const unarchive = useUnarchiveClassMutation()
  const failureText = useFailureText()
  const [unarchiving, setUnarchiving] = useState<number | null>(null)
  const [copying, setCopying] = useState<CopyState>({ opened: false })

  async function takeOut(archived: ArchivedClass) {
    if (unarchiving !== null) return
    setUnarchiving(archived.id)
    try {
      await unarchive.mutateAsync({ id: archived.id })
      showSnackbar(t('classes.archive.page.unarchived', { name: archived.name }))
      // Its card has left with the button that had the cursor: on to the next one, or the way out.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-action="unarchive"], [data-action="to-classes"]')?.focus(),
      )
    } catch (error) {
      showSnackbar(failureText(error), 'danger')
    } finally {
      setUnarchiving(null)
    }
  }

  const classes = list.data?.classes ?? []
  return (
    <PageFrame>
      <PageHeader
        title={t('classes.archive.page.title')}
        description={t('classes.archive.page.description')}
        back={{ to: paths.groups, label: t('classes.archive.page.back') }}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorAlert message={t('classes.archive.page.loadError')} query={list} />
      ) : classes.length === 0 ? (
        <EmptyState
          icon={<IconArchive size={30} />}
          text={t('classes.archive.page.empty')}
          action={
            <Button
              component={Link}
              to={paths.groups}
              variant="default"
              leftSection={<IconUsersGroup size={18} aria-hidden />}
              data-action="to-classes"
            >
              {t('classes.archive.page.toClasses')}
            </Button>
          }
        />
      ) : (
        <ArchiveList
          classes={classes}
          retentionYears={list.data.retention_years}
          noticeDays={archiveRules.noticeDays}
          unarchiving={unarchiving}
          onUnarchive={(archived) => void takeOut(archived)}
          onCopy={(archived) => setCopying({ opened: true, group: archived })}
        />
      )}
      <CopyClassDialog
        {...copying}
        onClose={() => setCopying((previous) => ({ ...previous, opened: false }))}
        onCopied={() => setCopying((previous) => ({ ...previous, opened: false }))}
      />
    </PageFrame>
  )
}
