import { useSyncExternalStore } from 'react'

// Whether the student's live stream is open: the screens that poll (an open help request) poll only
// while it is not, the fallback of decision 026.
let connected = false
const listeners = new Set<() => void>()

export function setLiveConnected(value: boolean): void {
  if (connected === value) return
  connected = value
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while the live stream tells this page of changes by itself. */
export const useLiveConnected = (): boolean => useSyncExternalStore(subscribe, () => connected)
