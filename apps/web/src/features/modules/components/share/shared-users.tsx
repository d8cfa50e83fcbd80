import type { SharedUser } from '@lernraster/shared'
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconUserMinus } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { RowAction } from '../../../../components/row-action'
import { formatDate } from '../../model/feed-format'

type Props = {
  query: UseQueryResult<SharedUser[]>
  onUnshare: (user: SharedUser) => void
}

/** 'Geteilt mit': name, address, since when, the classes of theirs it runs in, and 'Freigabe aufheben'. */
export function SharedUsers({ query, onUnshare }: Props) {
  const { t, i18n } = useTranslation()
  const heading = (
    <Title order={3} size="h6">
      {t('moduleSharing.share.list')}
    </Title>
  )

  if (query.isPending) {
    return (
      <Stack gap="xs">
        {heading}
        <Center role="status" py="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" ml="xs">
            {t('common.loading')}
          </Text>
        </Center>
      </Stack>
    )
  }
  if (query.isError) {
    return (
      <Stack gap="xs">
        {heading}
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('moduleSharing.share.listError')}</Text>
            <Button
              size="xs"
              variant="default"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('moduleSharing.share.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    )
  }
  return (
    <Stack gap="xs">
      {heading}
      {query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('moduleSharing.share.listEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="shared-users">
          {query.data.map((user) => {
            const name = `${user.firstname} ${user.lastname}`.trim()
            const details = [
              t('moduleSharing.share.since', { date: formatDate(new Date(user.shared_at), i18n.language) }),
              user.active_modules_count > 0
                ? t('moduleSharing.share.running', { count: user.active_modules_count })
                : null,
            ].filter(Boolean)
            return (
              <Group
                component="li"
                key={user.id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {details.join(' · ')}
                  </Text>
                </Stack>
                <RowAction
                  icon={<IconUserMinus size={16} aria-hidden />}
                  label={t('moduleSharing.share.unshare')}
                  accessibleName={t('moduleSharing.share.unshareFor', { name })}
                  onClick={() => onUnshare(user)}
                />
              </Group>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
