import { Tabs } from '@mantine/core'
import { IconLayoutGrid, IconPlayerPlay, IconShare } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useActivationsQuery } from '../../api/activations'
import { useOwnModulesQuery } from '../../api/list-modules'
import { type ModuleTab, moduleTabs, tabCount } from '../../model/overview-tabs'
import { ActiveModules } from '../active/active-modules'
import { AvailableModules } from '../available/available-modules'
import { useAvailableModules } from '../available/use-available-modules'
import { OwnModules } from './own-modules'
import { useModulesTab } from './use-modules-tab'

function isModuleTab(value: string | null): value is ModuleTab {
  return moduleTabs.includes(value as ModuleTab)
}

/**
 * The three tabs of the overview (docs/product/modules.md "The overview"), each with its count, taken from
 * the very list the tab shows (issue 31): Active = active + finished (its checkboxes then count each part),
 * Available = the shared and the bought modules as one list (the spec's "count of shared" left the bought
 * ones out), Own = the own modules. A label carries no count until its lists are loaded: a "(0)" would claim
 * something nobody has checked. The counts' lists are the tabs' own, so they are asked for once.
 */
export function ModulesTabs() {
  const { t } = useTranslation()
  const [tab, setTab] = useModulesTab()
  const counts = {
    active: tabCount(useActivationsQuery('active').data, useActivationsQuery('finished').data),
    available: useAvailableModules().count,
    own: tabCount(useOwnModulesQuery().data),
  }
  /** The empty Active tab's way to where modules are activated; the cursor goes along to the tab. */
  const showOwn = () => {
    setTab('own')
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    )
  }
  const label = (name: ModuleTab) => {
    const count = counts[name]
    return count === null ? t(`moduleList.tabs.${name}`) : t(`moduleList.tabs.${name}Count`, { count })
  }

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isModuleTab(value)) setTab(value)
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('moduleList.tabs.label')} mb="lg">
        <Tabs.Tab value="active" leftSection={<IconPlayerPlay size={16} aria-hidden />}>
          {label('active')}
        </Tabs.Tab>
        <Tabs.Tab value="available" leftSection={<IconShare size={16} aria-hidden />}>
          {label('available')}
        </Tabs.Tab>
        <Tabs.Tab value="own" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
          {label('own')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active">
        <ActiveModules onShowOwn={showOwn} />
      </Tabs.Panel>
      <Tabs.Panel value="available">
        <AvailableModules />
      </Tabs.Panel>
      <Tabs.Panel value="own">
        <OwnModules />
      </Tabs.Panel>
    </Tabs>
  )
}
