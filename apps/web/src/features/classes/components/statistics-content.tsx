import type { GroupUser } from '@lernraster/shared'
import { Alert, Button, Stack } from '@mantine/core'
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/empty-state'
import { PageLoader } from '../../../components/page-loader'
import { useStudentEvaluationsQuery } from '../api/student-evaluations'
import { SubjectsTable } from './subjects-table'

/** The statistics of one student in one class: loading, failed, nothing set yet, or one row per subject. */
export function StatisticsContent({ student, groupId }: { student: GroupUser; groupId: number }) {
  const { t } = useTranslation()
  const evaluations = useStudentEvaluationsQuery({ userId: student.id, groupId })

  if (evaluations.isPending) return <PageLoader />
  if (evaluations.isError) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          {t('classes.statistics.loadError')}
          <Button size="xs" variant="default" onClick={() => void evaluations.refetch()}>
            {t('classes.retry')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  // A subject is listed once the class has homework or an exam in it, even if the student has done
  // none of it: what they have not done is what the teacher looks for (the not-done lists).
  if (evaluations.data.length === 0) {
    return <EmptyState icon={<IconChartBar size={30} />} text={t('classes.statistics.empty')} />
  }
  return <SubjectsTable evaluations={evaluations.data} student={{ userId: student.id, groupId }} />
}
