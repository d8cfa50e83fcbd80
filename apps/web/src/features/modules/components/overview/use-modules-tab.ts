import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useClientState } from '../../../../lib/client-state'
import { type ModuleTab, moduleTabs, savedTabIndex, tabIndexFromQuery } from '../../model/overview-tabs'

const queryName = 'defaultTabIndex'

/**
 * The shown tab: the one a link asks for with ?defaultTabIndex= (docs/product/modules.md "The overview"),
 * else the one the teacher chose last (kept in the client state). A link's choice is kept as well, and the
 * parameter is taken out of the address, so a later reload shows the tab the teacher has moved to since.
 */
export function useModulesTab(): [ModuleTab, (tab: ModuleTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const saved = useClientState((state) => state.modulesTabIndex)
  const update = useClientState((state) => state.update)
  const requested = tabIndexFromQuery(searchParams.get(queryName))

  useEffect(() => {
    if (!searchParams.has(queryName)) return
    if (requested !== null) update({ modulesTabIndex: requested })
    const rest = new URLSearchParams(searchParams)
    rest.delete(queryName)
    setSearchParams(rest, { replace: true })
  }, [requested, searchParams, setSearchParams, update])

  const index = requested ?? savedTabIndex(saved)
  const tab = moduleTabs[index] ?? 'active'
  return [tab, (next) => update({ modulesTabIndex: moduleTabs.indexOf(next) })]
}
