import { Box, Group, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { ClampedNameLink } from './clamped-name-link'

type FrameProps = {
  /** The table's accessible name. */
  label: string
  /** Below it the table scrolls sideways instead of squeezing its cells. */
  minWidth: number
  /** The column headers; the last one, over the actions, is right-aligned like them. */
  columns: string[]
  /** The rows. */
  children: ReactNode
}

/** A module list's table: scroll container, header row, and the rows it is given. */
export function ModulesTableFrame({ label, minWidth, columns, children }: FrameProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column} ta={index === columns.length - 1 ? 'right' : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type NameProps = {
  module: { id: number; name: string }
  /** Where the name leads: the viewer, or the configurator for an own draft. */
  to: string
  /** The name column keeps this width, so the name wraps on two lines rather than being squeezed. */
  minWidth: number
}

/** A row's module name as a link: whole on up to two lines, the rest on hover and focus (issue 31). */
export function TableNameLink({ module, to, minWidth }: NameProps) {
  return (
    <Box miw={minWidth}>
      <ClampedNameLink module={module} to={to} bold />
    </Box>
  )
}

/** A row's last cell: its actions side by side at the right, as under the right-aligned header. */
export function TableActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  )
}
