import type { Group } from '@lernraster/shared'
import { Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ClassActions, ClassRow } from './class-row'

type Props = { groups: Group[]; actions: ClassActions }

/** Name, Code, Lernende and Editieren; several classes may be open at once, to compare them. */
export function ClassesTable({ groups, actions }: Props) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())

  function toggle(id: number) {
    setExpanded((previous) => {
      const next = new Set(previous)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('classes.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.list.name')}</Table.Th>
            <Table.Th>{t('classes.list.code')}</Table.Th>
            <Table.Th>{t('classes.list.students')}</Table.Th>
            <Table.Th ta="right">{t('classes.list.edit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <ClassRow
              key={group.id}
              group={group}
              expanded={expanded.has(group.id)}
              onToggle={() => toggle(group.id)}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
