import { Group, SegmentedControl } from '@mantine/core'
import { IconLayoutGrid, IconList } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ModulesViewType, useClientState } from '../../../../lib/client-state'

/**
 * The overview's view type, tiles or list, kept for every tab (docs/product/modules.md "The overview":
 * default tiles).
 */
export function useModulesViewType(): ModulesViewType {
  const saved = useClientState((state) => state.modulesViewType)
  // A value an older version may have saved: tiles, the spec's default.
  return saved === 'list' ? 'list' : 'grid'
}

/** Kacheln or Liste, the same control on every tab. */
export function ViewTypeSwitch() {
  const { t } = useTranslation()
  const viewType = useModulesViewType()
  const update = useClientState((state) => state.update)
  return (
    <SegmentedControl
      aria-label={t('moduleList.view.label')}
      value={viewType}
      onChange={(value) => update({ modulesViewType: value === 'list' ? 'list' : 'grid' })}
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
