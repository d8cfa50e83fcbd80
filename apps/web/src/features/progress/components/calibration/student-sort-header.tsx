import { Group, Table, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react'
import type { StudentSort, StudentSortColumn } from '../../model/calibration-view'

type Props = {
  column: StudentSortColumn
  sort: StudentSort
  label: string
  width?: number
  onSort: (column: StudentSortColumn) => void
}

/** A column header that sorts on click, as on the subjects page; `aria-sort` says which way. */
export function StudentSortHeader({ column, sort, label, width, onSort }: Props) {
  const active = sort.column === column
  const Icon = !active ? IconSelector : sort.direction === 'ascending' ? IconChevronUp : IconChevronDown
  return (
    <Table.Th scope="col" aria-sort={active ? sort.direction : undefined} p={0} w={width}>
      <UnstyledButton onClick={() => onSort(column)} w="100%" px="sm" py="xs" fw={700} fz="sm">
        <Group gap={6} wrap="nowrap">
          {label}
          <Icon size={16} stroke={1.75} aria-hidden style={{ opacity: active ? 1 : 0.55, flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}
