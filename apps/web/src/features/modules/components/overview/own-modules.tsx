import type { ModuleSummary } from '@lernraster/shared'
import { Button } from '@mantine/core'
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths'
import { showSnackbar } from '../../../../lib/snackbar'
import { useTrashUndo } from '../../../../lib/trash-undo'
import { useOwnModulesQuery } from '../../api/list-modules'
import { byLastChange } from '../../model/module-card'
import { ActivateDialog } from '../activate/activate-dialog'
import { PublishDialog, type PublishDialogState } from '../publishing/publish-dialog'
import { StoreExitDialog, type StoreExitState } from '../publishing/store-exit-dialog'
import { ShareDialog } from '../share/share-dialog'
import { DuplicateDialog, type ModuleDialogState } from './duplicate-dialog'
import { ListState, TileGrid } from './list-state'
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
 * The 'Eigene Module' tab (docs/product/modules.md "Own tab"): the teacher's modules as tiles or a list (the
 * choice is kept), with Bearbeiten, Ansehen, Aktivieren, Teilen, Duplizieren and Löschen, and the students'
 * feedback in the sidebar.
 */
export function OwnModules() {
  const { t } = useTranslation()
  const modules = useOwnModulesQuery()
  const viewType = useModulesViewType()
  const offerUndo = useTrashUndo()
  const [duplicating, setDuplicating] = useState(closedDialog)
  const [removing, setRemoving] = useState(closedDialog)
  const [activating, setActivating] = useState<ModuleSummary | null>(null)
  const [sharing, setSharing] = useState<ModuleSummary | null>(null)
  const [publishing, setPublishing] = useState<PublishDialogState>(null)
  const [storeExit, setStoreExit] = useState<StoreExitState>(null)
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
    onPublish: (module) => setPublishing({ module, mode: 'publish' }),
    onEditMetaData: (module) => setPublishing({ module, mode: 'editMetaData' }),
    onStoreExit: (module, kind) => setStoreExit({ module, kind }),
  }

  const shown = modules.isSuccess ? byLastChange(modules.data) : []
  const content = (
    <ListState
      query={{
        isPending: modules.isPending,
        isError: modules.isError,
        isFetching: modules.isFetching,
        retry: () => void modules.refetch(),
      }}
      texts={{ loadError: t('moduleList.own.loadError'), retry: t('moduleList.own.retry') }}
      isEmpty={shown.length === 0}
      empty={{
        icon: <IconLayoutGrid size={30} />,
        text: t('moduleList.own.empty'),
        action: (
          <Button
            component={Link}
            to={paths.moduleConfigurator}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('moduleList.create')}
          </Button>
        ),
      }}
    >
      {viewType === 'list' ? (
        <ModulesTable modules={shown} actions={actions} />
      ) : (
        <TileGrid label={t('moduleList.own.label')}>
          {shown.map((module) => (
            <ModuleCard key={module.id} module={module} actions={actions} />
          ))}
        </TileGrid>
      )}
    </ListState>
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
        onRemoved={(answer) => {
          focusAfterClose.current = () => document.querySelector<HTMLElement>(createButtonSelector)?.focus()
          setRemoving((current) => ({ ...current, opened: false }))
          offerUndo(answer, 'module', { message: t('moduleList.remove.done') })
        }}
        onClosed={placeCursor}
      />
      <ActivateDialog module={activating} onClose={() => setActivating(null)} />
      <ShareDialog module={sharing} onClose={() => setSharing(null)} />
      <PublishDialog state={publishing} onClose={() => setPublishing(null)} />
      <StoreExitDialog state={storeExit} onClose={() => setStoreExit(null)} />
    </OverviewTabLayout>
  )
}
