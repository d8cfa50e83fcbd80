import type { SubjectEvaluation } from '@lernraster/shared'
import { Badge, Table, UnstyledButton } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudentInClass } from '../api/student-evaluations'
import { countsOf, countsText } from '../model/counts'
import { formatGrade } from '../model/goal-status'
import { DeviationSlider } from './deviation-slider'
import { GoalValue } from './goal-value'
import { SubjectDetail } from './subject-detail'

type Props = {
  evaluation: SubjectEvaluation
  student: StudentInClass
  expanded: boolean
  onToggle: () => void
}

/** A subject of the statistics; its title opens the detail with the single homework and exams. */
export function SubjectRow({ evaluation, student, expanded, onToggle }: Props) {
  const { t, i18n } = useTranslation()
  const detailId = useId()
  const { goal } = evaluation
  const counts = countsText(countsOf(evaluation), {
    homework: (count) => t('classes.statistics.homeworkCount', { count }),
    exams: (count) => t('classes.statistics.examCount', { count }),
  })

  return (
    <>
      <Table.Tr>
        <Table.Td>
          <UnstyledButton
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={onToggle}
            fz="sm"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconChevronRight
              size={16}
              aria-hidden
              style={{
                flexShrink: 0,
                transform: expanded ? 'rotate(90deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
            {evaluation.subject_title}
          </UnstyledButton>
        </Table.Td>
        <Table.Td>{formatGrade(goal, i18n.language) ?? '–'}</Table.Td>
        <Table.Td>
          <DeviationSlider value={evaluation.homework_avg} goal={goal} />
        </Table.Td>
        <Table.Td>
          <GoalValue value={evaluation.homework_avg} goal={goal} />
        </Table.Td>
        <Table.Td>
          <GoalValue value={evaluation.exam_avg} goal={goal} />
        </Table.Td>
        <Table.Td>
          {/* Never cut short: the counts are the tag's whole message. */}
          <Badge
            variant="light"
            color="gray"
            tt="none"
            fw={500}
            c="var(--mantine-color-text)"
            styles={{ label: { overflow: 'visible' } }}
          >
            {counts}
          </Badge>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={detailId}>
          <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)" p="md">
            <SubjectDetail evaluation={evaluation} student={student} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}
