import type { GroupUser } from '@lernraster/shared'
import { Button, Group, Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { fullName } from '../model/students'
import { StatisticsContent } from './statistics-content'

type Props = { opened: boolean; student?: GroupUser; groupId?: number; onClose: () => void }

/**
 * docs/product/subjects-and-classes.md "Student statistics": titled with the student's name, closed with
 * Schliessen.
 */
export function StatisticsModal({ opened, student, groupId, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={student ? fullName(student) : ''}
      size="72rem"
      // The table needs the width on a 1024 px screen more than the margin beside the dialog does.
      xOffset="1rem"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 650 } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {student && groupId !== undefined && (
        <StatisticsContent key={`${groupId}-${student.id}`} student={student} groupId={groupId} />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  )
}
