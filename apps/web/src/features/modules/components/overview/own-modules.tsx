import type { ModuleSummary } from '@lernraster/shared'
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core'
import { IconAlertCircle, IconLayoutGrid, IconPlus } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../../components/empty-state'
import { PageLoader } from '../../../../components/page-loader'
import { paths } from '../../../../lib/paths'
import { showSnackbar } from '../../../../lib/snackbar'
import { useOwnModulesQuery } from '../../api/list-modules'
import { byLastChange } from '../../model/module-card'
import { ActivateDialog } from '../activate/activate-dialog'
import { ShareDialog } from '../share/share-dialog'
import { DuplicateDialog, type ModuleDialogState } from './duplicate-dialog'
import type { OwnModuleActions } from './module-actions'
import { ModuleCard } from './module-card'
import { moduleLinkOf } from './module-links'
import { ModulesTable } from './modules-table'
import { OverviewTabLayout } from './overview-tab-layout'
import { RemoveModuleDialog } from './remove-module-dialog'
import { useModulesViewType } from './view-type-switch'

const closedDialog: ModuleDialogState = { opened: false, module: null, opening: 0 }

/** Where the cursor waits once a module is gone: the page's create button. */
export const createButtonSelector = '[data-action="create-module"]'

/**
 * The 'Eigene Module' tab (spec 2 §2): the teacher's modules as tiles or a list (the choice is kept),
 * with Bearbeiten, Ansehen, Aktivieren, Teilen, Duplizieren and Löschen, and the students' feedback
 * in the sidebar.
 */
export function OwnModules() {
  const { t } = useTranslation()
  const modules = useOwnModulesQuery()
  const viewType = useModulesViewType()
  const [duplicating, setDuplicating] = useState(closedDialog)
  const [removing, setRemoving] = useState(closedDialog)
  const [activating, setActivating] = useState<ModuleSummary | null>(null)
  const [sharing, setSharing] = useState<ModuleSummary | null>(null)
  // Where the cursor goes once a dialog has closed after its action; cancelling leaves it to the
  // dialog, which returns it to the button that opened it.
  const focusAfterClose = useRef<(() => void) | null>(null)
  const placeCursor = () => {
    focusAfterClose.current?.()
    focusAfterClose.current = null
  }

  const open = (set: typeof setDuplicating) => (module: ModuleSummary) =>
    set((current) => ({ opened: true, module, opening: current.opening + 1 }))
  const actions: OwnModuleActions = {
    onActivate: setActivating,
    onShare: setSharing,
    onDuplicate: open(setDuplicating),
    onRemove: open(setRemoving),
  }

  const shown = modules.isSuccess ? byLastChange(modules.data) : []
  const content = modules.isPending ? (
    <PageLoader />
  ) : modules.isError ? (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t('moduleList.own.loadError')}
        <Button
          size="xs"
          variant="default"
          onClick={() => void modules.refetch()}
          loading={modules.isFetching}
        >
          {t('moduleList.own.retry')}
        </Button>
      </Stack>
    </Alert>
  ) : shown.length === 0 ? (
    <EmptyState
      icon={<IconLayoutGrid size={30} />}
      text={t('moduleList.own.empty')}
      action={
        <Button
          component={Link}
          to={paths.moduleConfigurator}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('moduleList.create')}
        </Button>
      }
    />
  ) : viewType === 'list' ? (
    <ModulesTable modules={shown} actions={actions} />
  ) : (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '960px': 3 }}
      spacing="md"
      aria-label={t('moduleList.own.label')}
      component="section"
    >
      {shown.map((module) => (
        <ModuleCard key={module.id} module={module} actions={actions} />
      ))}
    </SimpleGrid>
  )

  return (
    <OverviewTabLayout feed="feedback" viewSwitch={shown.length > 0}>
      {content}
      <DuplicateDialog
        {...duplicating}
        onClose={() => setDuplicating((current) => ({ ...current, opened: false }))}
        onDuplicated={(copy) => {
          // The list is reloaded before the mutation resolves: the copy's link is there to take the cursor.
          focusAfterClose.current = () => document.querySelector<HTMLElement>(moduleLinkOf(copy.id))?.focus()
          setDuplicating((current) => ({ ...current, opened: false }))
          showSnackbar(t('moduleList.duplicate.done', { name: copy.name }))
        }}
        onClosed={placeCursor}
      />
      <RemoveModuleDialog
        {...removing}
        onClose={() => setRemoving((current) => ({ ...current, opened: false }))}
        onRemoved={() => {
          focusAfterClose.current = () => document.querySelector<HTMLElement>(createButtonSelector)?.focus()
          setRemoving((current) => ({ ...current, opened: false }))
          showSnackbar(t('moduleList.remove.done'))
        }}
        onClosed={placeCursor}
      />
      <ActivateDialog module={activating} onClose={() => setActivating(null)} />
      <ShareDialog module={sharing} onClose={() => setSharing(null)} />
    </OverviewTabLayout>
  )
}
