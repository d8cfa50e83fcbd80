import { useParams } from 'react-router'
import { NotFoundPage } from '../../../../app/not-found-page'
import { lazyComponent } from '../../../../lib/lazy-component'

// Each page of the area loads on its first visit, from here: the page list in the first chunk names
// one small chunk instead of every part the three pages use (the login route is at its budget).
const ReviewPage = lazyComponent(
  () => import('./review-page'),
  (m) => m.ReviewPage,
)
const ProviderCrystalsPage = lazyComponent(
  () => import('../../../provider/components/provider-crystals-page'),
  (m) => m.ProviderCrystalsPage,
)
const ProviderAuditPage = lazyComponent(
  () => import('../../../provider/components/provider-audit-page'),
  (m) => m.ProviderAuditPage,
)

/**
 * The provider's area (issue 38, role 1): /review, /provider/crystals and /provider/audit, one entry
 * in the page list (each entry weighs on the login route), the page by the address.
 */
export function ReviewRoutes() {
  const { area } = useParams()
  if (area === undefined) return <ReviewPage />
  if (area === 'audit') return <ProviderAuditPage />
  if (area === 'crystals') return <ProviderCrystalsPage />
  return <NotFoundPage />
}
