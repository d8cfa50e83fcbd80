import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled part of a subject's detail; `headingId` names the table or list below it. */
export function DetailSection({
  title,
  headingId,
  children,
}: {
  title: string
  headingId: string
  children: ReactNode
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** What a part of the detail says when it has nothing to list. */
export function NoneText({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  )
}
