import { Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { formatDate } from '../../../lib/date-format'
import { useAccountsWithoutClassQuery } from '../api/student-account-data'
import { StudentAccountAction } from './student-account-action'

/**
 * Below the classes: the accounts this teacher made from a list of names (decision 038) that are in
 * none of their classes any more, removed with "keep" (decision 042). They can still sign in; here the
 * teacher downloads their data or deletes them (decision 045). Nothing shows while there are none.
 */
export function AccountsWithoutClass() {
  const { t, i18n } = useTranslation()
  const query = useAccountsWithoutClassQuery()
  if (query.isError) return <LoadErrorAlert message={t('classes.withoutClass.loadFailed')} query={query} />
  const accounts = query.data ?? []
  if (accounts.length === 0) return null
  return (
    <Stack gap="xs" mt="xl" component="section" aria-labelledby="accounts-without-class">
      <Title order={2} size="h4" id="accounts-without-class">
        {t('classes.withoutClass.title', { count: accounts.length })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('classes.withoutClass.intro', { count: accounts.length })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} withRowBorders aria-labelledby="accounts-without-class">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('classes.students.firstname')}</Table.Th>
              <Table.Th>{t('classes.students.lastname')}</Table.Th>
              <Table.Th>{t('classes.withoutClass.username')}</Table.Th>
              <Table.Th>{t('classes.withoutClass.createdAt')}</Table.Th>
              <Table.Th>{t('classes.students.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.firstname}</Table.Td>
                <Table.Td>{account.lastname}</Table.Td>
                <Table.Td>{account.username ?? account.email ?? ''}</Table.Td>
                <Table.Td>{formatDate(account.created_at, i18n.language)}</Table.Td>
                <Table.Td>
                  <StudentAccountAction student={{ ...account, own_account: true }} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
