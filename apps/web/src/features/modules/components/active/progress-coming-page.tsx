import '../../texts'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'

/**
 * Where the Active tab's progress links lead until the progress screens come (the next issue):
 * /stats/progress (ModuleProgressStats) and /stats/progress-students (ModuleProgressStudentContainer),
 * in the page frame with a plain sentence and the way back. The links already carry module_id and
 * event_id, so they will open the real screens unchanged. One page for both paths keeps the login
 * route's code as it was (one lazy entry, in the modules chunk).
 */
export function ProgressComingPage() {
  const { t } = useTranslation()
  const students = useLocation().pathname === paths.progressStudents
  return (
    <PageFrame>
      <PageHeader
        title={t(students ? 'moduleActive.progressPage.studentsTitle' : 'moduleActive.progressPage.title')}
        back={{ to: paths.modules, label: t('moduleActive.progressPage.back') }}
      />
      <Text maw={720}>
        {t(students ? 'moduleActive.progressPage.studentsText' : 'moduleActive.progressPage.text')}
      </Text>
    </PageFrame>
  )
}
