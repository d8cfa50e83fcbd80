import { Alert, Button } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** What a failed read has of its query: a way to try again, and whether it is trying. */
interface RetryableQuery {
  refetch: () => unknown
  isFetching: boolean
}

/**
 * A read that failed: what could not be loaded, and a button to try again in place
 * (docs/design.md "Loading and errors": say what happened and what the teacher can do; a spinner
 * never runs on with no message).
 */
export function LoadErrorAlert({ message, query }: { message: string; query: RetryableQuery }) {
  const { t } = useTranslation()
  return (
    <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
      {message}{' '}
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
