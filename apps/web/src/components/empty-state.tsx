import { Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** What a list shows before it has its first entry: a short title and where to start. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="empty-state">
      <Stack gap="xs" align="center" ta="center">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Paper>
  )
}
