import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeedName } from '../../api/feeds'
import { formatTime } from '../../model/feed-format'
import type { useFeed } from './use-feed'

type Props = {
  feed: FeedName
  state: ReturnType<typeof useFeed>
  /** The entries that are shown (those with a question), each one `<li>`. */
  children: ReactNode[]
}

/**
 * What every feed shows around its entries: loading, the failure with a retry, the empty sentence,
 * the list, 'Mehr laden' and when it was last refreshed. A failed refresh keeps the entries on screen.
 */
export function FeedList({ feed, state, children }: Props) {
  const { t, i18n } = useTranslation()
  const { query } = state

  if (query.isPending) {
    return (
      <Center py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" ml="xs">
          {t('common.loading')}
        </Text>
      </Center>
    )
  }
  if (query.isError && query.data === undefined) {
    return (
      <Alert role="alert" color="red" variant="light" mt="sm" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(`moduleFeeds.${feed}.loadError`)}</Text>
          <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('moduleFeeds.sidebar.retry')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  if (children.length === 0) {
    return (
      <Text size="sm" mt="sm" c="dimmed" data-testid="feed-empty">
        {t(`moduleFeeds.${feed}.empty`)}
      </Text>
    )
  }
  return (
    <Stack gap="sm" mt="sm">
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      {state.hasMore && (
        <Button variant="default" size="xs" loading={state.loadingMore} onClick={state.loadMore}>
          {t('moduleFeeds.sidebar.more')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('moduleFeeds.sidebar.refreshed', {
          time: formatTime(new Date(query.dataUpdatedAt), i18n.language),
        })}
      </Text>
    </Stack>
  )
}
