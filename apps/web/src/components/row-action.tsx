import { Button } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  icon: ReactNode
  label: string
  /** The full name for screen readers, naming the row ("Mathematik bearbeiten"). */
  accessibleName: string
  onClick: () => void
  /** Opens a dialog (announced as such). */
  dialog?: boolean
  /** A selector hook for tests and for returning the cursor to the row after a dialog. */
  dataAttributes?: Record<`data-${string}`, string | number>
}

/** The one look of an action in a table row: icon and word, the row named for screen readers. */
export function RowAction({ icon, label, accessibleName, onClick, dialog, dataAttributes }: Props) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      // The theme's hover tint under indigo text reads 4.1:1; indigo-0 passes AA.
      style={{ '--button-hover': 'var(--mantine-color-indigo-0)' }}
      c="indigo.9"
      leftSection={icon}
      aria-label={accessibleName}
      aria-haspopup={dialog ? 'dialog' : undefined}
      onClick={onClick}
      {...dataAttributes}
    >
      {label}
    </Button>
  )
}
