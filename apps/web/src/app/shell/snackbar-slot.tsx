import { Suspense } from 'react'
import { ErrorBoundary } from '../../components/error-boundary'
import { lazyComponent } from '../../lib/lazy-component'
import { useSnackbar } from '../../lib/snackbar'

// The message's parts load with the first snackbar: the login screen stays within its budget.
const SnackbarMessage = lazyComponent(
  () => import('./snackbar-message'),
  (m) => m.SnackbarMessage,
)

/**
 * Where snackbars appear: the free middle of the sticky header. It is always in view and covers no
 * row, switch or footer text at any width (docs/design.md "The frame"); the header keeps this space free
 * by showing only icons for the user guide and the account below 1408 px. The live region is always
 * there, so screen readers hear each message (decision 013).
 */
export function SnackbarSlot() {
  const current = useSnackbar((state) => state.current)
  const dismiss = useSnackbar((state) => state.dismiss)
  return (
    <div className="snackbar-slot" role="status" aria-live="polite">
      {current && (
        // Should its code not arrive (offline), the message still shows, as plain text.
        <ErrorBoundary key={current.id} fallback={<span className="snackbar">{current.message}</span>}>
          <Suspense fallback={null}>
            <SnackbarMessage snackbar={current} onClose={() => dismiss(current.id)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  )
}
