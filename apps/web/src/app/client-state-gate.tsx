import { type ReactNode, useEffect, useState } from 'react'
import { PageLoader } from '../components/page-loader'
import { useClientState, whenClientStateRestored } from '../lib/client-state'

/**
 * docs/product/modules.md "What the browser keeps": navigation waits until the persisted client state is
 * restored.
 */
export function ClientStateGate({ children }: { children: ReactNode }) {
  const [restored, setRestored] = useState(() => useClientState.persist.hasHydrated())
  useEffect(() => {
    if (!restored) void whenClientStateRestored().then(() => setRestored(true))
  }, [restored])
  return restored ? children : <PageLoader />
}
