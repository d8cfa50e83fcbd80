import { lazy, Suspense } from 'react'
import { useSnackbarHost } from '../lib/snackbar'

// Mantine's notifications (and their transition library) load only when the first snackbar shows.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
)

export function SnackbarHost() {
  const needed = useSnackbarHost((state) => state.needed)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  )
}
