import '../../texts'
import type { AvailableModule } from '@lernraster/shared'
import { Button, VisuallyHidden } from '@mantine/core'
import { IconBooks, IconBuildingStore, IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../../lib/app-config'
import { showSnackbar } from '../../../../lib/snackbar'
import { ActivateDialog } from '../activate/activate-dialog'
import { DuplicateDialog, type ModuleDialogState } from '../overview/duplicate-dialog'
import { ListState, TileGrid } from '../overview/list-state'
import { OverviewTabLayout } from '../overview/overview-tab-layout'
import { useModulesViewType } from '../overview/view-type-switch'
import { AvailableCard } from './available-card'
import { AvailableTable } from './available-table'
import { useAvailableModules } from './use-available-modules'

const closedDuplicate: ModuleDialogState = { opened: false, module: null, opening: 0 }

/**
 * The 'Verfügbare Module' tab (docs/product/modules.md "Available tab"): modules colleagues share with the
 * teacher and modules bought in the store, as tiles or a list, with Ansehen, Aktivieren and Duplizieren; the
 * change feed of those modules in the sidebar.
 */
export function AvailableModules() {
  const { t } = useTranslation()
  const available = useAvailableModules()
  const viewType = useModulesViewType()
  const [activating, setActivating] = useState<{ id: number; name: string } | null>(null)
  const [duplicating, setDuplicating] = useState(closedDuplicate)
  const openActivate = (module: AvailableModule) => setActivating({ id: module.id, name: module.name })
  const openDuplicate = (module: AvailableModule) =>
    setDuplicating((current) => ({ opened: true, module, opening: current.opening + 1 }))

  const modules = available.modules
  return (
    <OverviewTabLayout feed="changes" viewSwitch={modules.length > 0}>
      <ListState
        query={available}
        texts={{
          loadError: t('moduleSharing.available.loadError'),
          retry: t('moduleSharing.available.retry'),
        }}
        isEmpty={modules.length === 0}
        empty={{
          icon: <IconBooks size={30} />,
          text: t('moduleSharing.available.empty'),
          action: <StoreButton />,
        }}
      >
        {viewType === 'list' ? (
          <AvailableTable modules={modules} onActivate={openActivate} onDuplicate={openDuplicate} />
        ) : (
          <TileGrid label={t('moduleSharing.available.label')}>
            {modules.map((module) => (
              <AvailableCard
                key={module.id}
                module={module}
                onActivate={openActivate}
                onDuplicate={openDuplicate}
              />
            ))}
          </TileGrid>
        )}
      </ListState>
      <ActivateDialog module={activating} onClose={() => setActivating(null)} />
      <DuplicateDialog
        {...duplicating}
        onClose={() => setDuplicating((current) => ({ ...current, opened: false }))}
        onDuplicated={(copy) => {
          setDuplicating((current) => ({ ...current, opened: false }))
          showSnackbar(t('moduleList.duplicate.done', { name: copy.name }))
        }}
        // The dialog returns the cursor to the Duplizieren button that opened it.
        onClosed={() => {}}
      />
    </OverviewTabLayout>
  )
}

/** The way to the first available module: the store, in a new window as the page's store button. */
function StoreButton() {
  const { t } = useTranslation()
  const config = useAppConfig()
  if (!config) return null
  return (
    <Button
      component="a"
      href={config.urls.store}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconBuildingStore size={18} aria-hidden />}
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      {t('moduleSharing.available.toStore')}
      <VisuallyHidden>{` ${t('moduleList.newWindow')}`}</VisuallyHidden>
    </Button>
  )
}
