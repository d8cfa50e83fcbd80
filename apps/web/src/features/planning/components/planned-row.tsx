import type { PlannedEvent } from '@lernraster/shared'
import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconCalendarEvent, IconChevronDown, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../components/row-action'
import { formatDate } from '../../../lib/date-format'
import { ExamGrades } from './exam-grades'

type Props = {
  event: PlannedEvent
  isExam: boolean
  /** Exams only: the grades are shown below the row. */
  expanded: boolean
  onToggle: () => void
  onMove: () => void
  onRemove: () => void
}

export const plannedColumnCount = 6

/** One homework or exam: date, class, subject, topic with its module, how many are done, actions. */
export function PlannedRow({ event, isExam, expanded, onToggle, onMove, onRemove }: Props) {
  const { t, i18n } = useTranslation()
  const gradesId = useId()
  const names = { topic: event.topic.title, group: event.group.name }
  const done = t('planning.doneOf', { done: event.done, students: event.students })

  return (
    <>
      <Table.Tr data-planned-id={event.id}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(event.due_at, i18n.language)}</Table.Td>
        <Table.Td fw={600}>{event.group.name}</Table.Td>
        <Table.Td>{event.subject.title}</Table.Td>
        <Table.Td>
          <Stack gap={0}>
            <Text size="sm">{event.topic.title}</Text>
            <Text size="xs" c="dimmed">
              {t('planning.moduleOf', { name: event.module.name })}
            </Text>
          </Stack>
        </Table.Td>
        {/* "18 von 19" on one line, also where the table is narrow. */}
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {isExam ? (
            <Button
              variant="subtle"
              size="compact-sm"
              c="indigo.9"
              style={{ '--button-hover': 'var(--mantine-color-indigo-0)' }}
              aria-expanded={expanded}
              aria-controls={expanded ? gradesId : undefined}
              aria-label={`${t('planning.actions.gradesOf', names)}: ${done}`}
              onClick={onToggle}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{
                    transform: expanded ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms',
                  }}
                />
              }
            >
              {done}
            </Button>
          ) : (
            done
          )}
        </Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction
              icon={<IconCalendarEvent size={16} aria-hidden />}
              label={t('planning.actions.move')}
              accessibleName={t('planning.actions.moveOf', names)}
              dialog
              onClick={onMove}
            />
            <RowAction
              icon={<IconTrash size={16} aria-hidden />}
              label={t('planning.actions.remove')}
              accessibleName={t('planning.actions.removeOf', names)}
              dialog
              onClick={onRemove}
            />
          </Group>
        </Table.Td>
      </Table.Tr>
      {isExam && expanded && (
        <Table.Tr id={gradesId}>
          <Table.Td colSpan={plannedColumnCount} bg="var(--mantine-color-gray-0)" px="lg" py="md">
            <ExamGrades event={event} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}
