import { Box } from '@mantine/core'
import type { ReactNode } from 'react'

/** One entry of a feed's list, ruled off from the next. */
export function FeedEntry({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Box
      component="li"
      py="xs"
      px={6}
      bg={muted ? 'var(--mantine-color-gray-0)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {children}
    </Box>
  )
}
