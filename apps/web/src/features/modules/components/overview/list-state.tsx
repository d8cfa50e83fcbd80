import { Alert, Button, SimpleGrid, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../../components/empty-state'
import { PageLoader } from '../../../../components/page-loader'

type Props = {
  /** How the tab's list(s) stand: still loading, failed (with the retry), or there. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; retry: () => void }
  texts: { loadError: string; retry: string }
  /** The teacher has nothing here yet: the empty state stands instead of the list. */
  isEmpty: boolean
  empty: { icon: ReactNode; text: string; action?: ReactNode }
  /** The list itself, once it is there and not empty. */
  children: ReactNode
}

/**
 * The states every overview tab passes through before it shows its modules: the loader, the red box
 * with a retry, the empty state with the next step (docs/design.md "Loading and errors").
 */
export function ListState({ query, texts, isEmpty, empty, children }: Props) {
  if (query.isPending) return <PageLoader />
  if (query.isError)
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          {texts.loadError}
          <Button size="xs" variant="default" onClick={query.retry} loading={query.isFetching}>
            {texts.retry}
          </Button>
        </Stack>
      </Alert>
    )
  if (isEmpty) return <EmptyState icon={empty.icon} text={empty.text} action={empty.action} />
  return <>{children}</>
}

/** The tiles of an overview tab: columns by the width the list has beside or above the feed. */
export function TileGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '960px': 3 }}
      spacing="md"
      aria-label={label}
      component="section"
    >
      {children}
    </SimpleGrid>
  )
}
