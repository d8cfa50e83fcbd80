import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageFrame } from './page-frame'
import { PageHeader } from './page-header'

/** A page that only says something and offers a way on: not-found, coming-soon, errors. */
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
    <PageFrame>
      <PageHeader title={title} />
      <Stack gap="lg" maw={720} align="flex-start">
        <Text>{text}</Text>
        {children}
      </Stack>
    </PageFrame>
  )
}
