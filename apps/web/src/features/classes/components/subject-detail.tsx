import type { SubjectEvaluation } from '@lernraster/shared'
import { SimpleGrid, Stack } from '@mantine/core'
import type { StudentInClass } from '../api/student-evaluations'
import { ExamTable } from './exam-table'
import { HomeworkTable } from './homework-table'
import { NotDoneLists } from './not-done-lists'

/** The detail of a subject: its homework and exams, and what the student has not done yet. */
export function SubjectDetail({
  evaluation,
  student,
}: {
  evaluation: SubjectEvaluation
  student: StudentInClass
}) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <HomeworkTable homework={evaluation.homework} />
        <ExamTable exams={evaluation.exam} goal={evaluation.goal} />
      </SimpleGrid>
      <NotDoneLists student={{ ...student, subjectId: evaluation.subject_id }} />
    </Stack>
  )
}
