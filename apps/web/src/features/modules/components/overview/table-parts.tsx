import { Anchor, Group, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

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
  /** The width caps the cell: a long name is cut here, not by squeezing the others. */
  maxWidth: number
}

/** A row's module name as a link, cut by its width; the whole name stays for hover and screen readers. */
export function TableNameLink({ module, to, maxWidth }: NameProps) {
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      c="inherit"
      title={module.name}
      data-module-link={module.id}
      display="block"
      maw={maxWidth}
      truncate="end"
    >
      {module.name}
    </Anchor>
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
