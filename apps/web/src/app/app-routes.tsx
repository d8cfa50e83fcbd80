import { matchPath, Route, Routes } from 'react-router'
import type { LazyComponent } from '../lib/lazy-component'
import { paths } from '../lib/paths'
import { NotFoundPage } from './not-found-page'
import { pages } from './pages'
import { RootLayout } from './root-layout'

/** The routes of docs/product/accounts.md "Route guard" and docs/product/modules.md "Screens": a path and its page. */
const pageRoutes: [path: string, Page: LazyComponent<object>][] = [
  [paths.home, pages.home],
  [paths.modules, pages.modules],
  [paths.moduleConfigurator, pages.moduleConfigurator],
  [paths.moduleViewer, pages.moduleViewer],
  [paths.progress, pages.progress],
  [paths.progressStudents, pages.progress],
  [paths.progressCalibration, pages.progress],
  [paths.bubbleChart, pages.progress],
  [paths.store, pages.store],
  [paths.storeModule, pages.store],
  [paths.crystals, pages.store],
  [paths.storeSales, pages.store],
  [paths.review, pages.review],
  [paths.provider, pages.review],
  [paths.groups, pages.groups],
  [paths.archive, pages.archive],
  [paths.newClass, pages.groups],
  [paths.subjects, pages.subjects],
  [paths.planning, pages.planning],
  [paths.trash, pages.trash],
  [paths.login, pages.login],
  [paths.register, pages.register],
  [paths.logout, pages.logout],
  [paths.confirmEmail, pages.confirmEmail],
  [paths.confirmInfo, pages.confirmInfo],
  [paths.forgotPassword, pages.forgotPassword],
  [paths.resetPassword, pages.resetPassword],
  [paths.account, pages.account],
  [paths.accountStatus, pages.accountStatus],
  [paths.noAccess, pages.noAccess],
  [paths.demo, pages.demo],
]

/**
 * Fetches the code of the page at `pathname` (main.tsx, before the first render): the page then
 * shows at once instead of after a loader. Never fails: a page that did not come loads as usual.
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = pageRoutes.find(([path]) => matchPath(path, pathname))
  return route ? route[1].preload().catch(() => undefined) : Promise.resolve()
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageRoutes.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
