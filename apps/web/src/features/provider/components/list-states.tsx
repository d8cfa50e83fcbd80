import { Center, Loader, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadErrorAlert } from '../../../components/load-error-alert'

type Props = {
  query: UseQueryResult<{ items: unknown[] }>
  loadError: string
  empty: string
}

/**
 * What a provider's list shows before and instead of its table: the load error with a retry, a loader
 * while the first page comes, or the sentence for an empty list (a filtered list is empty often, so a
 * quiet line, not a large empty state). Renders nothing once there are rows.
 */
export function ListStates({ query, loadError, empty }: Props) {
  if (query.isError) return <LoadErrorAlert message={loadError} query={query} />
  if (!query.data)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    )
  return query.data.items.length === 0 ? <Text c="dimmed">{empty}</Text> : null
}
