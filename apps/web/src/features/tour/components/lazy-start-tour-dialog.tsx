import { Suspense, useState } from 'react'
import { lazyComponent } from '../../../lib/lazy-component'

const StartTourDialog = lazyComponent(
  () => import('./start-tour-dialog'),
  (module) => module.StartTourDialog,
)

/** The Hilfe confirmation; its code (Mantine's Modal) loads the first time it is asked for. */
export function LazyStartTourDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [loaded, setLoaded] = useState(opened)
  if (opened && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <StartTourDialog opened={opened} onClose={onClose} />
    </Suspense>
  )
}
