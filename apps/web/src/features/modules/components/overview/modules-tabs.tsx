import { Tabs } from '@mantine/core'
import { IconBooks, IconLayoutGrid, IconPlayerPlay, IconShare } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useOwnModulesQuery } from '../../api/list-modules'
import { type ModuleTab, moduleTabs } from '../../model/overview-tabs'
import { ComingSoonTab } from './coming-soon-tab'
import { OwnModules } from './own-modules'
import { useModulesTab } from './use-modules-tab'

function isModuleTab(value: string | null): value is ModuleTab {
  return moduleTabs.includes(value as ModuleTab)
}

/**
 * The three tabs of the overview (spec 2 §2). Only 'Eigene Module' has its list in this version; the
 * other two say what will appear there. Their labels carry no count until their lists are loaded: a
 * "(0)" would claim something nobody has checked.
 */
export function ModulesTabs() {
  const { t } = useTranslation()
  const [tab, setTab] = useModulesTab()
  const own = useOwnModulesQuery()
  const toOwn = { label: t('moduleList.comingSoon.toOwn'), onClick: () => setTab('own') }

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
          {t('moduleList.tabs.active')}
        </Tabs.Tab>
        <Tabs.Tab value="available" leftSection={<IconShare size={16} aria-hidden />}>
          {t('moduleList.tabs.available')}
        </Tabs.Tab>
        <Tabs.Tab value="own" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
          {own.isSuccess
            ? t('moduleList.tabs.ownCount', { count: own.data.length })
            : t('moduleList.tabs.own')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active">
        <ComingSoonTab
          icon={<IconPlayerPlay size={30} />}
          text={t('moduleList.comingSoon.active')}
          next={toOwn}
        />
      </Tabs.Panel>
      <Tabs.Panel value="available">
        <ComingSoonTab
          icon={<IconBooks size={30} />}
          text={t('moduleList.comingSoon.available')}
          next={toOwn}
        />
      </Tabs.Panel>
      <Tabs.Panel value="own">
        <OwnModules />
      </Tabs.Panel>
    </Tabs>
  )
}
