import { Group, Table, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react'

type Props<Column extends string> = {
  column: Column
  sort: { column: Column; direction: 'ascending' | 'descending' }
  label: string
  /** A fixed column width; without one the column takes the remaining room. */
  width?: number
  onSort: (column: Column) => void
}

/** A column header that sorts on click; `aria-sort` tells screen readers which column and which way. */
export function SortableHeader<Column extends string>({ column, sort, label, width, onSort }: Props<Column>) {
  const active = sort.column === column
  const Icon = !active ? IconSelector : sort.direction === 'ascending' ? IconChevronUp : IconChevronDown
  return (
    <Table.Th scope="col" aria-sort={active ? sort.direction : undefined} p={0} w={width}>
      <UnstyledButton
        onClick={() => onSort(column)}
        w="100%"
        px="sm"
        py="xs"
        fw={700}
        fz="sm"
        data-sort-column={column}
      >
        <Group gap={6} wrap="nowrap">
          {label}
          <Icon size={16} stroke={1.75} aria-hidden style={{ opacity: active ? 1 : 0.55, flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}
