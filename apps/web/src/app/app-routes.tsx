import { Route, Routes } from 'react-router'
import { paths } from '../lib/paths'
import { NotFoundPage } from './not-found-page'
import { pages } from './pages'
import { RootLayout } from './root-layout'

/** The routes of spec 1 §2 and spec 2 §2 (the module screens that exist so far). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<pages.home />} />
        <Route path={paths.modules} element={<pages.modules />} />
        <Route path={paths.moduleConfigurator} element={<pages.moduleConfigurator />} />
        <Route path={paths.moduleViewer} element={<pages.moduleViewer />} />
        <Route path={paths.progress} element={<pages.progress />} />
        <Route path={paths.progressStudents} element={<pages.progress />} />
        <Route path={paths.bubbleChart} element={<pages.progress />} />
        <Route path={paths.store} element={<pages.store />} />
        <Route path={paths.storeModule} element={<pages.store />} />
        <Route path={paths.crystals} element={<pages.store />} />
        <Route path={paths.review} element={<pages.review />} />
        <Route path={paths.groups} element={<pages.groups />} />
        <Route path={paths.newClass} element={<pages.groups />} />
        <Route path={paths.subjects} element={<pages.subjects />} />
        <Route path={paths.planning} element={<pages.planning />} />
        <Route path={paths.login} element={<pages.login />} />
        <Route path={paths.register} element={<pages.register />} />
        <Route path={paths.logout} element={<pages.logout />} />
        <Route path={paths.confirmEmail} element={<pages.confirmEmail />} />
        <Route path={paths.confirmInfo} element={<pages.confirmInfo />} />
        <Route path={paths.forgotPassword} element={<pages.forgotPassword />} />
        <Route path={paths.resetPassword} element={<pages.resetPassword />} />
        <Route path={paths.account} element={<pages.account />} />
        <Route path={paths.accountStatus} element={<pages.accountStatus />} />
        <Route path={paths.noAccess} element={<pages.noAccess />} />
        <Route path={paths.demo} element={<pages.demo />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
