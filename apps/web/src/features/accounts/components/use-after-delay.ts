import { useEffect, useRef } from 'react'

/**
 * Runs `action` once `delayMs` after `active` became true: the pauses after a success message
 * (docs/product/accounts.md "Delays"). Leaving the page cancels it, and StrictMode's second effect run
 * leaves one timer.
 */
export function useAfterDelay(active: boolean, delayMs: number, action: () => void) {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (!active) return
    const timer = window.setTimeout(() => latest.current(), delayMs)
    return () => window.clearTimeout(timer)
  }, [active, delayMs])
}
