import type { ActiveModule } from '@lernraster/shared'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { useToggleFinishedMutation } from '../../api/activations'
import { isFinished } from '../../model/active-modules'

/**
 * 'Als abgeschlossen markieren' / 'Wieder aktivieren' and the list's switch: one request at a time,
 * a snackbar for the result, and `onToggled` once the lists show the new state (the caller moves the
 * cursor if the item has left the shown list).
 */
/** Told once the lists show the new state: which activation, and whether it is finished now. */
export type OnToggled = (id: number, finished: boolean) => void

export function useToggleFinished(activation: ActiveModule, onToggled: OnToggled) {
  const { t } = useTranslation()
  const mutation = useToggleFinishedMutation()
  const running = useRef(false)
  const finished = isFinished(activation)

  const toggle = () => {
    // A second click while the first runs would share its answer: it must not report it twice.
    if (running.current) return
    running.current = true
    // The promise, not mutate()'s callbacks: once the lists are reloaded the item may have left the
    // shown list, and mutate() drops the callbacks of a component that is gone.
    void mutation
      .mutateAsync(activation.id)
      .then(
        () => {
          const done = finished ? 'moduleActive.actions.reactivatedDone' : 'moduleActive.actions.finishedDone'
          showSnackbar(t(done))
          onToggled(activation.id, !finished)
        },
        (error: unknown) => {
          console.warn('Activation not toggled', error)
          showSnackbar(t('moduleActive.actions.toggleFailed', { name: activation.name }), 'danger')
        },
      )
      .finally(() => {
        running.current = false
      })
  }
  // While it runs the control shows the state asked for; the reloaded list then speaks.
  return { toggle, pending: mutation.isPending, finished: mutation.isPending ? !finished : finished }
}
