import { Box, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageTitle } from '../../../components/page-title'

/**
 * The one frame of every auth screen: a narrow card in the middle of the page, so that the form is
 * the only thing to look at. `footer` holds the way elsewhere (register, back to login) below it.
 */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Box maw={440} mx="auto" my={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <PageTitle>{title}</PageTitle>
        <Stack gap="md">{children}</Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      )}
    </Box>
  )
}
