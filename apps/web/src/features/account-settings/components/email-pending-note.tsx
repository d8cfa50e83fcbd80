import { Alert } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** While `new_email` waits for its link, the card says where the link went and which address still counts. */
export function EmailPendingNote({ newEmail, currentEmail }: { newEmail: string; currentEmail: string }) {
  const { t } = useTranslation()
  return (
    <Alert
      // A status, not an alert (Mantine's default): it is announced politely when it appears after saving.
      role="status"
      mt="md"
      variant="light"
      color="yellow"
      title={t('account.email.pendingTitle')}
      icon={<IconMailForward aria-hidden />}
      // Mantine's yellow title reads 2.4:1 on its background; the body colour passes AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t('account.email.pending', { email: newEmail, current: currentEmail })}
    </Alert>
  )
}
