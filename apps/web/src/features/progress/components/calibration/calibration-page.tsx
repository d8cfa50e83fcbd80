import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { progressTarget } from '../../../../lib/progress-links'
import { calibrationQuery } from '../../api/calibration'
import { moduleWithEvaluationsQuery } from '../../api/progress-api'
import { teacherRatingsByEventQuery } from '../../api/teacher-ratings-by-event'
import { ProgressLoadState } from '../progress/progress-load-state'
import { CalibrationView } from './calibration-view'

/**
 * /stats/progress-calibration?module_id&event_id (issue 19): where the students' self-rating and the
 * teacher's rating meet, per topic and per student, and the switch that shows the teacher's ratings
 * to the students. Same ids and access rule as the other progress screens.
 */
export function CalibrationPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const target = progressTarget(params)
  if (!target) {
    return (
      <PageFrame>
        <PageHeader
          title={t('progressCalibration.title')}
          back={{ to: paths.modules, label: t('progressShared.back') }}
        />
        <Text maw={760}>{t('progressShared.missingIds')}</Text>
      </PageFrame>
    )
  }
  return <CalibrationLoader moduleId={target.moduleId} eventId={target.eventId} />
}

function CalibrationLoader({ moduleId, eventId }: { moduleId: number; eventId: number }) {
  const { t } = useTranslation()
  const calibration = useQuery(calibrationQuery(eventId))
  const ratings = useQuery(teacherRatingsByEventQuery(eventId))
  // Only for the module's and the class's names under the title: usually in the cache already (the
  // teacher comes from the statistics), and the screen does not wait for it.
  const module = useQuery(moduleWithEvaluationsQuery(moduleId, eventId))
  if (!calibration.isSuccess || !ratings.isSuccess) {
    const failed = calibration.isError || !ratings.isError ? calibration : ratings
    return (
      <ProgressLoadState
        query={failed}
        title={t('progressCalibration.title')}
        back={{ to: paths.modules, label: t('progressShared.back') }}
      />
    )
  }
  return (
    <CalibrationView
      target={{ module_id: moduleId, event_id: eventId }}
      calibration={calibration.data}
      teacherRatings={ratings.data}
      names={module.data ? { module: module.data.name, group: module.data.group.name } : undefined}
      archivedIn={module.data?.archived_in ?? null}
    />
  )
}
