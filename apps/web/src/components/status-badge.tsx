import { Badge } from '@mantine/core'
import { IconCircleCheck, IconCircleOff } from '@tabler/icons-react'

const looks = {
  inactive: { color: 'gray', Icon: IconCircleOff },
  active: { color: 'teal', Icon: IconCircleCheck },
} as const

export type Status = keyof typeof looks

/**
 * A word for a state, with an icon, never colour alone: "inaktiv", and later "abgeschlossen",
 * "Entwurf" (docs/design.md "Switched-off items").
 */
export function StatusBadge({ status, label }: { status: Status; label: string }) {
  const { color, Icon } = looks[status]
  return (
    <Badge variant="light" color={color} radius="sm" tt="none" leftSection={<Icon size={12} aria-hidden />}>
      {label}
    </Badge>
  )
}
