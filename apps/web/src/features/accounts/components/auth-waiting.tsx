import { Group, Loader, Text } from '@mantine/core'

/** A request the teacher waits for without doing anything (demo login, logout, link confirmation). */
export function AuthWaiting({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  )
}
