import { Anchor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { MessagePage } from '../../../../components/message-page'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { PageLoader } from '../../../../components/page-loader'
import { isApiError } from '../../../../lib/api-error'
import { paths } from '../../../../lib/paths'
import { moduleWithEvaluationsQuery } from '../../api/progress-api'
import { studentScreenIds } from '../../model/student-route'
import { StudentsView } from './students-view'

/**
 * docs/product/progress.md "Student progress screen", /stats/progress-students?module_id&event_id: one card
 * per student of the class with their own standing in every topic, and the per-student PDF report.
 */
export function StudentsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const ids = studentScreenIds(params)
  if (!ids) return <NotAvailable text={t('progressShared.missingIds')} />
  return <StudentsLoader moduleId={ids.moduleId} eventId={ids.eventId} />
}

function NotAvailable({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <MessagePage title={t('progressStudents.title')} text={text}>
      <Anchor component={Link} to={paths.modules}>
        {t('progressShared.back')}
      </Anchor>
    </MessagePage>
  )
}

const unavailable = ['notFound', 'forbidden', 'validation'] as const

function StudentsLoader({ moduleId, eventId }: { moduleId: number; eventId: number }) {
  const { t } = useTranslation()
  const query = useQuery(moduleWithEvaluationsQuery(moduleId, eventId))
  if (query.isSuccess) return <StudentsView module={query.data} />
  // Another teacher's activation answers 403 or 404, a damaged id 422: for the teacher all three are
  // "this statistic is not yours to open".
  if (query.isError && unavailable.some((code) => isApiError(query.error, code))) {
    return <NotAvailable text={t('progressShared.notFound')} />
  }
  return (
    <PageFrame>
      <PageHeader
        title={t('progressStudents.title')}
        back={{ to: paths.modules, label: t('progressShared.back') }}
      />
      {query.isError ? (
        <LoadErrorAlert message={t('progressShared.loadError')} query={query} />
      ) : (
        <PageLoader />
      )}
    </PageFrame>
  )
}
