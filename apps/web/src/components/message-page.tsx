import { Container, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageTitle } from './page-title'

/** A narrow centred card with a heading, a text and actions: not-found, coming-soon, errors. */
export function MessagePage({
  title,
  text,
  children,
}: {
  title: string
  text: ReactNode
  children?: ReactNode
}) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <PageTitle>{title}</PageTitle>
          <Text>{text}</Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  )
}
