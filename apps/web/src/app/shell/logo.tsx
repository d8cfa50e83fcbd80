import { Group, Text } from '@mantine/core'

/** Three-by-three grid: the competence grid the product is built around. */
export function Logo() {
  const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })))
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        {cells.map(({ row, column }) => (
          <rect
            key={`${row}-${column}`}
            x={column * 9 + 1}
            y={row * 9 + 1}
            width="8"
            height="8"
            rx="1.5"
            fill={row === 0 ? '#f2b705' : row === 1 ? '#5c7cfa' : '#283593'}
          />
        ))}
      </svg>
      <Text fw={700} size="lg" c="indigo.9">
        Lernraster
      </Text>
    </Group>
  )
}
