import { ActionIcon, Button, CloseButton, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconArrowBackUp, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Snackbar, SnackbarTone } from '../../lib/snackbar'

const looks: Record<SnackbarTone, { color: string; background: string; Icon: typeof IconCircleCheck }> = {
  success: { color: 'teal.9', background: 'var(--mantine-color-teal-0)', Icon: IconCircleCheck },
  danger: { color: 'red.9', background: 'var(--mantine-color-red-0)', Icon: IconAlertTriangle },
  info: { color: 'indigo.9', background: 'var(--mantine-color-indigo-0)', Icon: IconInfoCircle },
}

/**
 * One snackbar: its icon and colour by tone (never colour alone), the text, its action if it has one
 * (Rückgängig), and a close button.
 */
export function SnackbarMessage({ snackbar, onClose }: { snackbar: Snackbar; onClose: () => void }) {
  const { t } = useTranslation()
  const look = looks[snackbar.tone]
  const [running, setRunning] = useState(false)
  // Set at once, before React renders the button busy: a double click undoes once.
  const runningRef = useRef(false)
  const { action } = snackbar
  const run = async () => {
    if (!action || runningRef.current) return
    runningRef.current = true
    setRunning(true)
    try {
      await action.run()
    } finally {
      runningRef.current = false
      setRunning(false)
    }
  }
  return (
    <Group
      className="snackbar"
      gap="xs"
      wrap="nowrap"
      bg={look.background}
      data-tone={snackbar.tone}
      // A failure is announced at once; the polite region around it carries the others.
      role={snackbar.tone === 'danger' ? 'alert' : undefined}
    >
      <look.Icon size={18} aria-hidden color={`var(--mantine-color-${look.color.replace('.', '-')})`} />
      {/* Three short lines fit the header at every width; the spec's longest text needs them at 1024 px. */}
      <Text
        fz={13}
        lh={1.3}
        fw={500}
        c={look.color}
        lineClamp={3}
        title={snackbar.message}
        style={{ flex: 1 }}
      >
        {snackbar.message}
      </Text>
      {action && (
        <>
          {/* Icon and word where the header has room; below 1408 px (icons only in the header) the
              icon alone, named by its label and tooltip, so the message keeps its three lines. */}
          <Button
            visibleFrom="xl"
            size="compact-sm"
            variant="white"
            color={look.color}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={running}
            onClick={() => void run()}
            data-action="snackbar-action"
            style={{ flexShrink: 0 }}
          >
            {action.label}
          </Button>
          <ActionIcon
            hiddenFrom="xl"
            variant="white"
            color={look.color}
            aria-label={action.label}
            title={action.label}
            loading={running}
            onClick={() => void run()}
            data-action="snackbar-action"
            style={{ flexShrink: 0 }}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </>
      )}
      <CloseButton size="sm" aria-label={t('common.close')} onClick={onClose} />
    </Group>
  )
}
