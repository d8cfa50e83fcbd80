import { useEffect, useRef } from 'react'

/** As long as the tile's tooltip waits (progress-tile.tsx): a pointer only passing by asks for nothing. */
const restMs = 150

/**
 * Calls `onIntent` when the pointer rests on an element or it gets the focus, so what a click will
 * show can be fetched ahead; sweeping across a grid of 36 tiles sends no request.
 */
export function useHoverIntent(onIntent: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = () => clearTimeout(timer.current)
  // A tile that unmounts while the pointer rests on it asks for nothing afterwards.
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!onIntent) return {}
  return {
    onPointerEnter: () => {
      cancel()
      timer.current = setTimeout(onIntent, restMs)
    },
    onPointerLeave: cancel,
    onFocus: onIntent,
  }
}
