import { delays } from '@lernraster/shared'
import i18next from 'i18next'
import { create } from 'zustand'

type Tone = 'success' | 'danger' | 'info'
const colorOf: Record<Tone, string> = { success: 'teal', danger: 'red', info: 'blue' }

/** Whether the snackbar host is needed yet; it loads with the first message (see app/snackbar-host). */
export const useSnackbarHost = create<{ needed: boolean }>(() => ({ needed: false }))

/** The specs' snackbar: a short message that closes itself (3 s unless a rule says otherwise). */
export async function showSnackbar(
  message: string,
  tone: Tone = 'success',
  duration: number = delays.snackbar,
) {
  useSnackbarHost.setState({ needed: true })
  const { notifications } = await import('@mantine/notifications')
  notifications.show({
    message,
    color: colorOf[tone],
    autoClose: duration,
    withBorder: true,
    // Mantine's close button has no name of its own; screen readers would announce "button".
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  })
}
