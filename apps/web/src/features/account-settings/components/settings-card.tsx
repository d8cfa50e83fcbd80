import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  title: string
  summary: ReactNode
  /** Shown below the summary whether or not the form is open (pending address, demo notice). */
  note?: ReactNode
  /** The form; without one the card only informs (demo accounts cannot change e-mail or password). */
  form?: (close: () => void) => ReactNode
}

/** One collapsible settings card with its Ändern button (docs/product/accounts.md "Account settings"). */
export function SettingsCard({ title, summary, note, form }: Props) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const titleId = useId()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // Set when the card opens, spent on the first focus: transitionend also bubbles up from the fields
  // (a border fading after an error), and must not pull the cursor back while the teacher types.
  const focusPending = useRef(false)

  // Saving or cancelling closes the form; focus goes back to the button, not to the page's start.
  const close = () => {
    setOpened(false)
    buttonRef.current?.focus()
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {summary}
          </Text>
        </Stack>
        {form && (
          <Button
            ref={buttonRef}
            variant="light"
            onClick={() => {
              focusPending.current = !opened
              setOpened(!opened)
            }}
            aria-expanded={opened}
            aria-controls={panelId}
            aria-describedby={titleId}
          >
            {t('common.change')}
          </Button>
        )}
      </Group>
      {note}
      {form && (
        <div id={panelId} ref={panelRef}>
          <Collapse
            expanded={opened}
            keepMounted={false}
            // Once open, the cursor goes into the first editable field; while opening, it cannot take focus yet.
            onTransitionEnd={() => {
              if (!opened || !focusPending.current) return
              focusPending.current = false
              focusFirstField(panelRef.current)
            }}
          >
            {form(close)}
          </Collapse>
        </div>
      )}
    </Card>
  )
}

function focusFirstField(panel: HTMLElement | null) {
  panel?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus({ preventScroll: true })
}
