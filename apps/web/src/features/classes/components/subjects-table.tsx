import type { SubjectEvaluation } from '@lernraster/shared'
import { Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudentInClass } from '../api/student-evaluations'
import { SubjectRow } from './subject-row'

const columns = ['subject', 'goal', 'deviation', 'homeworkAverage', 'examAverage', 'counts'] as const

/** One row per subject: Fach, Ziel, Hausaufgaben Abweichung, Hausaufgaben Ø, Prüfungen Ø and the counts. */
export function SubjectsTable({
  evaluations,
  student,
}: {
  evaluations: SubjectEvaluation[]
  student: StudentInClass
}) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())

  function toggle(subjectId: number) {
    setExpanded((previous) => {
      const next = new Set(previous)
      if (!next.delete(subjectId)) next.add(subjectId)
      return next
    })
  }

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('classes.statistics.table')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                {t(`classes.statistics.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evaluations.map((evaluation) => (
            <SubjectRow
              key={evaluation.subject_id}
              evaluation={evaluation}
              student={student}
              expanded={expanded.has(evaluation.subject_id)}
              onToggle={() => toggle(evaluation.subject_id)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
