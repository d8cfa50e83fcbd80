import '../texts'
import { useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { CrystalsPage } from './crystals-page'
import { SalesPage } from './sales-page'
import { StoreModulePage } from './store-module-page'
import { StorePage } from './store-page'

/** The store's screens behind one lazy entry (like the progress screens): one chunk, not four. */
export function StoreRoutes() {
  const { pathname } = useLocation()
  if (pathname === paths.crystals) return <CrystalsPage />
  if (pathname === paths.storeSales) return <SalesPage />
  if (pathname.startsWith(`${paths.store}/modules/`)) return <StoreModulePage />
  return <StorePage />
}
