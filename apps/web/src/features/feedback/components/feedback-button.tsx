import '../texts'
import { Button } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorBoundary } from '../../../components/error-boundary'
import { lazyComponent } from '../../../lib/lazy-component'

// The dialog (Mantine's Modal and the form) loads on first use; pointing at the button fetches it early.
const loadDialog = () => import('./feedback-dialog')
const FeedbackDialog = lazyComponent(loadDialog, (module) => module.FeedbackDialog)
// Only a head start: if it fails (offline), the click loads the dialog again.
const prefetchDialog = () => void loadDialog().catch(() => undefined)

/**
 * docs/product/accounts.md "The app frame": the floating Feedback button, as a tab on the window's right
 * edge, in the page frame's gutter: it never covers a row, a switch or the footer (docs/design.md "The frame").
 */
export function FeedbackButton() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Mantine's Modal cannot return focus the first time: it mounts already open (lazily loaded).
  const close = () => {
    setOpened(false)
    buttonRef.current?.focus()
  }

  return (
    <>
      <Button
        ref={buttonRef}
        className="feedback-tab"
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        aria-haspopup="dialog"
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
      >
        {t('feedback.button')}
      </Button>
      {/* Kept mounted after the first opening, so a draft survives closing the dialog. */}
      {loaded && (
        // A dialog whose code never came leaves the page as it was, not a blank window.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <FeedbackDialog opened={opened} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
