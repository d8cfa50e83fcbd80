import type { ModuleDetail } from '@lernraster/shared'
import { Alert, Anchor } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { MessagePage } from '../../../../components/message-page'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { PageLoader } from '../../../../components/page-loader'
import { isApiError } from '../../../../lib/api-error'
import { paths } from '../../../../lib/paths'

/** The page for a module id that names no module the teacher may see (404, or a damaged link). */
export function ModuleNotFound() {
  const { t } = useTranslation()
  return (
    <MessagePage title={t('moduleEditor.load.notFoundTitle')} text={t('moduleEditor.load.notFound')}>
      <Anchor component={Link} to={paths.modules}>
        {t('moduleEditor.load.toModules')}
      </Anchor>
    </MessagePage>
  )
}

/**
 * What the configurator and the viewer show until the module is there: a loader while it comes, a
 * word when the browser is offline (the query waits for the connection instead of failing), and
 * what went wrong otherwise. Null once the module has arrived.
 */
export function ModuleLoadState({ query }: { query: UseQueryResult<ModuleDetail> }) {
  const { t } = useTranslation()
  if (query.isSuccess) return null
  if (query.isError && (isApiError(query.error, 'notFound') || isApiError(query.error, 'validation'))) {
    return <ModuleNotFound />
  }
  const header = (
    <PageHeader
      title={t('moduleEditor.load.title')}
      back={{ to: paths.modules, label: t('moduleEditor.back') }}
    />
  )
  if (query.isError) {
    return (
      <PageFrame>
        {header}
        <LoadErrorAlert message={t('moduleEditor.load.error')} query={query} />
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      {header}
      {query.fetchStatus === 'paused' ? (
        <Alert role="alert" variant="light" color="orange" icon={<IconWifiOff aria-hidden />}>
          {t('moduleEditor.load.offline')}
        </Alert>
      ) : (
        <PageLoader />
      )}
    </PageFrame>
  )
}
