import { Button } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

type Props = {
  icon: ReactNode
  label: string
  /** The full name for screen readers, naming the module ("Brüche ansehen"). */
  accessibleName: string
  to: string
}

/**
 * A row or card action that goes to another page (Bearbeiten, Ansehen): the look of RowAction, but a
 * link, so the teacher can open the editor or viewer in a new tab as with any link.
 */
export function ActionLink({ icon, label, accessibleName, to }: Props) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      // As RowAction: indigo-9 on the indigo-0 hover tint passes AA.
      style={{ '--button-hover': 'var(--mantine-color-indigo-0)' }}
      c="indigo.9"
      leftSection={icon}
      aria-label={accessibleName}
    >
      {label}
    </Button>
  )
}
