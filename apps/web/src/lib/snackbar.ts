import { delays } from '@lernraster/shared'
import { create } from 'zustand'

export type SnackbarTone = 'success' | 'danger' | 'info'

/** A button in the snackbar (Rückgängig after a move to the trash); busy while its promise runs. */
export interface SnackbarAction {
  label: string
  run: () => Promise<void> | void
}

export interface Snackbar {
  id: number
  message: string
  tone: SnackbarTone
  action?: SnackbarAction
}

interface SnackbarState {
  current: Snackbar | null
  dismiss: (id: number) => void
}

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * The one snackbar on screen; app/shell/snackbar-slot shows it in the header (docs/design.md
 * "Snackbars and notices").
 */
export const useSnackbar = create<SnackbarState>((set) => ({
  current: null,
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}))

/**
 * The specs' snackbar: a short message that closes itself (3 s unless a rule says otherwise). A new
 * message replaces the one on screen: the newest news is what the teacher needs.
 */
export function showSnackbar(
  message: string,
  tone: SnackbarTone = 'success',
  duration: number = delays.snackbar,
  action?: SnackbarAction,
) {
  const snackbar: Snackbar = { id: nextId++, message, tone, action }
  clearTimeout(timer)
  useSnackbar.setState({ current: snackbar })
  timer = setTimeout(() => useSnackbar.getState().dismiss(snackbar.id), duration)
}
