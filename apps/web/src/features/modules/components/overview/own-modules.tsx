import type { ModuleSummary } from '@lernraster/shared'
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core'
import { IconAlertCircle, IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../../components/empty-state'
import { PageLoader } from '../../../../components/page-loader'
import { type ModulesViewType, useClientState } from '../../../../lib/client-state'
import { paths } from '../../../../lib/paths'
import { showSnackbar } from '../../../../lib/snackbar'
import { useOwnModulesQuery } from '../../api/list-modules'
import { byLastChange } from '../../model/module-card'
import { DuplicateDialog, type ModuleDialogState } from './duplicate-dialog'
import { ModuleCard } from './module-card'
import { moduleLinkOf } from './module-links'
import { ModulesTable } from './modules-table'
import { RemoveModuleDialog } from './remove-module-dialog'

const closedDialog: ModuleDialogState = { opened: false, module: null, opening: 0 }

/** Where the cursor waits once a module is gone: the page's create button. */
export const createButtonSelector = '[data-action="create-module"]'

/**
 * The 'Eigene Module' tab (spec 2 §2): the teacher's modules as tiles or a list (the choice is kept),
 * with Bearbeiten, Ansehen, Duplizieren and Löschen.
 */
export function OwnModules() {
  const { t } = useTranslation()
  const modules = useOwnModulesQuery()
  const viewType = useClientState((state) => state.modulesViewType)
  const update = useClientState((state) => state.update)
  const [duplicating, setDuplicating] = useState(closedDialog)
  const [removing, setRemoving] = useState(closedDialog)
  // Where the cursor goes once a dialog has closed after its action; cancelling leaves it to the
  // dialog, which returns it to the button that opened it.
  const focusAfterClose = useRef<(() => void) | null>(null)
  const placeCursor = () => {
    focusAfterClose.current?.()
    focusAfterClose.current = null
  }

  const open = (set: typeof setDuplicating) => (module: ModuleSummary) =>
    set((current) => ({ opened: true, module, opening: current.opening + 1 }))
  const openDuplicate = open(setDuplicating)
  const openRemove = open(setRemoving)

  if (modules.isPending) return <PageLoader />
  if (modules.isError) {
    return (
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
    )
  }

  const shown = byLastChange(modules.data)
  return (
    <Stack gap="md">
      {shown.length === 0 ? (
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
      ) : (
        <>
          <Group justify="flex-end">
            <SegmentedControl
              aria-label={t('moduleList.view.label')}
              value={viewType}
              onChange={(value) => update({ modulesViewType: value as ModulesViewType })}
              data={[
                {
                  value: 'grid',
                  label: <ViewLabel icon={<IconLayoutGrid size={16} />} text={t('moduleList.view.grid')} />,
                },
                {
                  value: 'list',
                  label: <ViewLabel icon={<IconList size={16} />} text={t('moduleList.view.list')} />,
                },
              ]}
            />
          </Group>
          {viewType === 'list' ? (
            <ModulesTable modules={shown} onDuplicate={openDuplicate} onRemove={openRemove} />
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="md"
              aria-label={t('moduleList.own.label')}
              component="section"
            >
              {shown.map((module) => (
                <ModuleCard
                  key={module.id}
                  module={module}
                  onDuplicate={() => openDuplicate(module)}
                  onRemove={() => openRemove(module)}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
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
    </Stack>
  )
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <span>{text}</span>
    </Group>
  )
}
