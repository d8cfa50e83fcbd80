import type { Subject } from '@lernraster/shared'
import { Table, VisuallyHidden } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../components/row-action'
import { SortableHeader } from '../../../components/sortable-header'
import type { SubjectsView } from './use-subjects-view'

/** The selector of a row's edit button, so that the cursor can return to it after saving. */
export const editButtonOf = (id: number) => `[data-edit-subject="${id}"]`

/**
 * Fach and Kürzel, sortable, with an edit button per row (docs/product/subjects-and-classes.md "Subjects").
 */
export function SubjectsTable({ view, onEdit }: { view: SubjectsView; onEdit: (subject: Subject) => void }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('subjects.title')} highlightOnHover verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader
              column="title"
              sort={view.sort}
              label={t('subjects.columns.title')}
              onSort={view.sortBy}
            />
            <SortableHeader
              column="token"
              sort={view.sort}
              label={t('subjects.columns.token')}
              // Short codes are short (at most 10 characters); the title gets the room.
              width={180}
              onSort={view.sortBy}
            />
            <Table.Th w={150}>
              <VisuallyHidden>{t('subjects.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.rows.map((subject) => (
            <Table.Tr key={subject.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{subject.title}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{subject.token}</Table.Td>
              <Table.Td ta="right">
                <RowAction
                  icon={<IconPencil size={16} aria-hidden />}
                  label={t('subjects.edit')}
                  accessibleName={t('subjects.editSubject', { title: subject.title })}
                  dialog
                  dataAttributes={{ 'data-edit-subject': subject.id }}
                  onClick={() => onEdit(subject)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
