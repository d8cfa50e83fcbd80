import { Affix, Button } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The dialog (Mantine's Modal and the form) loads on first use; pointing at the button fetches it early.
const loadDialog = () => import('./feedback-dialog')
const FeedbackDialog = lazy(() => loadDialog().then((module) => ({ default: module.FeedbackDialog })))

/** Spec 1 §2: the floating Feedback button; it sits below the back-to-top button (bottom 80). */
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
      <Affix position={{ bottom: 24, right: 24 }}>
        <Button
          ref={buttonRef}
          radius="xl"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          aria-haspopup="dialog"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setLoaded(true)
            setOpened(true)
          }}
        >
          {t('feedback.button')}
        </Button>
      </Affix>
      {/* Kept mounted after the first opening, so a draft survives closing the dialog. */}
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
