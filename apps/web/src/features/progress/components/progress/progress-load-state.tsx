import { Alert } from '@mantine/core'
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { PageLoader } from '../../../../components/page-loader'
import { isApiError } from '../../../../lib/api-error'

type Props = {
  query: UseQueryResult<unknown>
  title: string
  back: { to: string; label: string }
}

/** A module or class the teacher may not see, or that is gone: the server answers 404 (or 403, 422). */
function isMissing(error: unknown): boolean {
  return isApiError(error, 'notFound') || isApiError(error, 'forbidden') || isApiError(error, 'validation')
}

/**
 * What a statistics page shows until its data is there: a loader, a word when the browser is offline
 * (the query waits for the connection), 'not found' for a module that does not run in the teacher's
 * classes, and otherwise what went wrong with a way to try again. The title row stays in its place.
 */
export function ProgressLoadState({ query, title, back }: Props) {
  const { t } = useTranslation()
  let content: ReactNode
  if (query.isError && isMissing(query.error)) {
    content = (
      <Alert role="alert" variant="light" color="gray" icon={<IconAlertCircle aria-hidden />}>
        {t('progressShared.notFound')}
      </Alert>
    )
  } else if (query.isError) {
    content = <LoadErrorAlert message={t('progressShared.loadError')} query={query} />
  } else if (query.fetchStatus === 'paused') {
    content = (
      <Alert role="alert" variant="light" color="orange" icon={<IconWifiOff aria-hidden />}>
        {t('progressShared.loadError')}
      </Alert>
    )
  } else {
    content = <PageLoader />
  }
  return (
    <PageFrame>
      <PageHeader title={title} back={back} />
      {content}
    </PageFrame>
  )
}
