import '../../texts'
import type { ActiveModule } from '@lernraster/shared'
import { Button, Text } from '@mantine/core'
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HelpRequestsPanel } from '../../../../components/help-requests/help-requests-panel'
import { useClientState } from '../../../../lib/client-state'
import { useTrashUndo } from '../../../../lib/trash-undo'
import { useActivationsQuery } from '../../api/activations'
import { checkedActiveFilter, shownActivations } from '../../model/active-modules'
import { ListState, TileGrid } from '../overview/list-state'
import { OverviewTabLayout } from '../overview/overview-tab-layout'
import { useModulesViewType } from '../overview/view-type-switch'
import { ActiveFilter } from './active-filter'
import { ActiveModuleCard } from './active-module-card'
import { ActiveModulesTable } from './active-modules-table'
import { type ActivationDialogState, RemoveActivationDialog } from './remove-activation-dialog'

const closedDialog: ActivationDialogState = { opened: false, activation: null, opening: 0 }
const focusTarget = (selector: string) => document.querySelector<HTMLElement>(selector)

/**
 * The 'Aktive Module' tab (docs/product/runs.md "Active tab"): the teacher's activations, running and
 * finished, as tiles or a list, with the student activity feed beside them.
 */
export function ActiveModules({ onShowOwn }: { onShowOwn: () => void }) {
  const { t } = useTranslation()
  const offerUndo = useTrashUndo()
  const active = useActivationsQuery('active')
  const finished = useActivationsQuery('finished')
  const viewType = useModulesViewType()
  const filter = checkedActiveFilter(useClientState((state) => state.activeModulesFilter))
  const update = useClientState((state) => state.update)
  const [removing, setRemoving] = useState(closedDialog)
  const focusAfterClose = useRef<(() => void) | null>(null)

  /**
   * Where the cursor goes after a flip: back to the control if the module is still shown (its tile
   * may have moved, running ones first, and a moved element loses the focus), else to the checkbox
   * that would show it. Asked for here, done once both lists are reloaded and rendered.
   */
  const [focusRequest, setFocusRequest] = useState<string | null>(null)
  const afterToggle = (id: number, nowFinished: boolean) =>
    setFocusRequest(
      (nowFinished ? filter.finished : filter.active)
        ? `[data-activation="${id}"] [data-action="toggle-finished"]`
        : `[data-filter="${nowFinished ? 'finished' : 'active'}"]`,
    )
  const settled = !active.isFetching && !finished.isFetching
  useEffect(() => {
    if (!focusRequest || !settled) return
    focusTarget(focusRequest)?.focus()
    setFocusRequest(null)
  }, [focusRequest, settled])
  const openRemove = (activation: ActiveModule) =>
    setRemoving((current) => ({ opened: true, activation, opening: current.opening + 1 }))

  const all = (active.data?.length ?? 0) + (finished.data?.length ?? 0)
  const shown = shownActivations(active.data ?? [], finished.data ?? [], filter)

  const content = (
    <ListState
      query={{
        isPending: active.isPending || finished.isPending,
        isError: active.isError || finished.isError,
        isFetching: active.isFetching || finished.isFetching,
        retry: () => void Promise.all([active.refetch(), finished.refetch()]),
      }}
      texts={{ loadError: t('moduleActive.loadError'), retry: t('moduleActive.retry') }}
      isEmpty={all === 0}
      empty={{
        icon: <IconPlayerPlay size={30} />,
        text: t('moduleActive.empty'),
        action: (
          <Button
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={onShowOwn}
            data-action="to-own"
          >
            {t('moduleActive.toOwn')}
          </Button>
        ),
      }}
    >
      {shown.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('moduleActive.noneShown')}
        </Text>
      ) : viewType === 'list' ? (
        <ActiveModulesTable activations={shown} onRemove={openRemove} onToggled={afterToggle} />
      ) : (
        <TileGrid label={t('moduleActive.label')}>
          {shown.map((activation) => (
            <ActiveModuleCard
              key={activation.id}
              activation={activation}
              onRemove={() => openRemove(activation)}
              onToggled={afterToggle}
            />
          ))}
        </TileGrid>
      )}
    </ListState>
  )

  return (
    <OverviewTabLayout
      feed="activity"
      viewSwitch={all > 0}
      tools={
        all > 0 && (
          <ActiveFilter
            filter={filter}
            onChange={(next) => update({ activeModulesFilter: next })}
            counts={{ active: active.data?.length ?? null, finished: finished.data?.length ?? null }}
          />
        )
      }
    >
      <HelpRequestsPanel />
      {content}
      <RemoveActivationDialog
        {...removing}
        onClose={() => setRemoving((current) => ({ ...current, opened: false }))}
        onRemoved={(answer) => {
          // The lists are reloaded before the removal resolves: the filter or the empty state is there.
          focusAfterClose.current = () =>
            (focusTarget('[data-filter="active"]') ?? focusTarget('[data-action="to-own"]'))?.focus()
          setRemoving((current) => ({ ...current, opened: false }))
          offerUndo(answer, 'activation', { message: t('moduleActive.remove.done') })
        }}
        onClosed={() => {
          focusAfterClose.current?.()
          focusAfterClose.current = null
        }}
      />
    </OverviewTabLayout>
  )
}
