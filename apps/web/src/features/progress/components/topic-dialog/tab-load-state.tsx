import { Center, Loader, VisuallyHidden } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'

/** A tab's state until its data is there: a loader, or what went wrong with a way to try again. */
export function TabLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation()
  if (query.isError || query.fetchStatus === 'paused') {
    return <LoadErrorAlert message={t('progressStats.topic.loadError')} query={query} />
  }
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  )
}
