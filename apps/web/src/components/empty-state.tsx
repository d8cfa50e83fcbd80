import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  /** A Tabler icon of what belongs here. */
  icon: ReactNode
  /** One sentence: what belongs here and how it gets here. */
  text: string
  /** The button that creates the first item: a first-time teacher always has a next step. */
  action?: ReactNode
}

/** What a list shows before it has its first entry (docs/design.md "Empty states"). */
export function EmptyState({ icon, text, action }: Props) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="empty-state" bg="var(--mantine-color-gray-0)">
      <Stack gap="md" align="center" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text maw={460}>{text}</Text>
        {action}
      </Stack>
    </Paper>
  )
}
