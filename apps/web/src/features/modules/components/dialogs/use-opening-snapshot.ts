import { useState } from 'react'

/**
 * The props a dialog was opened with, kept until it opens again. Saving or deleting reloads the grid
 * while the dialog is still closing: a cell that now holds the new topic (or no longer holds the
 * deleted one) must not turn the closing dialog into another one for its last frames.
 */
export function useOpeningSnapshot<Value>(opened: boolean, value: Value): { shown: Value; opening: number } {
  const [state, setState] = useState({ shown: value, opening: 0, opened })
  let { shown, opening } = state
  if (opened && !state.opened) {
    shown = value
    opening += 1
    setState({ shown, opening, opened })
  } else if (!opened && state.opened) {
    setState({ ...state, opened })
  }
  return { shown, opening }
}
