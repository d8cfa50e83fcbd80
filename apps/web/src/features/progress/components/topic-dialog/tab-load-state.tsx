import { Alert, Button, Center, Loader, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

/** A tab's state until its data is there: a loader, or what went wrong with a way to try again. */
export function TabLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation()
  if (query.isError || query.fetchStatus === 'paused') {
    return (
      <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('progressStats.topic.loadError')}{' '}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('common.reload')}
        </Button>
      </Alert>
    )
  }
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  )
}
