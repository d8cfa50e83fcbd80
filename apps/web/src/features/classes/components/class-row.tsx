import type { GroupUser, Group as SchoolClass } from '@lernraster/shared'
import { Button, Group, Stack, Table } from '@mantine/core'
import {
  IconArchive,
  IconChevronDown,
  IconCopyPlus,
  IconFileImport,
  IconPencil,
  IconUserPlus,
} from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../components/row-action'
import { CopyCodeButton } from './copy-code-button'
import { StudentsTable } from './students-table'

/** What the page does for a class: each opens its dialog. */
export type ClassActions = {
  onEdit: (group: SchoolClass) => void
  onStatistics: (student: GroupUser, groupId: number) => void
  onImport: (group: SchoolClass) => void
  onCreateStudents: (group: SchoolClass) => void
  onCopy: (group: SchoolClass) => void
  onArchive: (group: SchoolClass) => void
}

type Props = { group: SchoolClass; expanded: boolean; onToggle: () => void; actions: ClassActions }

/** One class, and below it, once opened with the Lernende button, its students. */
export function ClassRow({ group, expanded, onToggle, actions }: Props) {
  const { t } = useTranslation()
  const studentsId = useId()

  return (
    <>
      <Table.Tr>
        <Table.Td fw={600}>{group.name}</Table.Td>
        <Table.Td>
          <CopyCodeButton code={group.token} />
        </Table.Td>
        <Table.Td>
          <Button
            variant="subtle"
            size="compact-sm"
            // Indigo-7 on the hover tint (indigo-2) reads 4.1:1; indigo-9 on indigo-0 passes AA.
            c="indigo.9"
            style={{ '--button-hover': 'var(--mantine-color-indigo-0)' }}
            aria-expanded={expanded}
            aria-controls={expanded ? studentsId : undefined}
            onClick={onToggle}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            {t('classes.list.studentCount', { active: group.active_users, total: group.users.length })}
          </Button>
        </Table.Td>
        <Table.Td ta="right">
          <RowAction
            icon={<IconPencil size={16} aria-hidden />}
            label={t('classes.list.editAction')}
            accessibleName={t('classes.list.editClass', { name: group.name })}
            dialog
            onClick={() => actions.onEdit(group)}
          />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={studentsId}>
          <Table.Td colSpan={4} bg="var(--mantine-color-gray-0)" px="lg" py="md">
            <Stack gap="sm">
              <Group gap="xs">
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconFileImport size={16} aria-hidden />}
                  aria-haspopup="dialog"
                  onClick={() => actions.onImport(group)}
                >
                  {t('classes.import.open')}
                </Button>
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  aria-haspopup="dialog"
                  onClick={() => actions.onCreateStudents(group)}
                >
                  {t('classes.cards.open')}
                </Button>
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconCopyPlus size={16} aria-hidden />}
                  aria-haspopup="dialog"
                  onClick={() => actions.onCopy(group)}
                >
                  {t('classes.copy.open')}
                </Button>
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconArchive size={16} aria-hidden />}
                  aria-haspopup="dialog"
                  onClick={() => actions.onArchive(group)}
                >
                  {t('classes.archive.open')}
                </Button>
              </Group>
              <StudentsTable
                group={group}
                onStatistics={(student) => actions.onStatistics(student, group.id)}
              />
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}
