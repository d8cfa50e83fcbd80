import { lazy, Suspense, useState } from 'react'

const StartTourDialog = lazy(() =>
  import('./start-tour-dialog').then((module) => ({ default: module.StartTourDialog })),
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
