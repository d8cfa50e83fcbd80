import type { ReactNode } from 'react'

/**
 * One frame for every page (docs/design.md "The frame"): the same left edge and maximum width on every
 * screen. `wide` is for screens that need the room (the grid editor, the progress grid); they keep
 * the title row where every other page has it.
 */
export function PageFrame({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className="page-frame" data-wide={wide || undefined}>
      {children}
    </div>
  )
}
