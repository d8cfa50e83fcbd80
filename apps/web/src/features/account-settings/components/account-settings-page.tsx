import '../texts'
import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { PageLoader } from '../../../components/page-loader'
import { useSession } from '../../../lib/session'
import { EmailForm } from './email-form'
import { EmailPendingNote } from './email-pending-note'
import { NameForm } from './name-form'
import { PasswordForm } from './password-form'
import { SettingsCard } from './settings-card'
import { TourForm } from './tour-form'

/**
 * /auth/account: four cards, E-Mail, Passwort, Name and Tour (docs/product/accounts.md "Account settings").
 */
export function AccountSettingsPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user) return <PageLoader />

  // Demo visitors share their account: the server refuses address and password changes (decision 005).
  const demoNote = (text: string) =>
    user.is_demo ? (
      <Text size="sm" mt="sm">
        {text}
      </Text>
    ) : null

  return (
    <PageFrame>
      <PageHeader title={t('account.title')} description={t('account.intro')} />
      {/* The cards keep a reading width inside the frame; the frame keeps the left edge. */}
      <Stack gap="md" maw={720}>
        <SettingsCard
          title={t('account.email.title')}
          summary={user.email}
          note={
            demoNote(t('account.email.demo')) ??
            (user.new_email && <EmailPendingNote newEmail={user.new_email} currentEmail={user.email} />)
          }
          form={user.is_demo ? undefined : (close) => <EmailForm user={user} onDone={close} />}
        />
        <SettingsCard
          title={t('account.password.title')}
          summary={t('account.password.summary')}
          note={demoNote(t('account.password.demo'))}
          form={user.is_demo ? undefined : (close) => <PasswordForm onDone={close} />}
        />
        <SettingsCard
          title={t('account.name.title')}
          summary={`${user.firstname} ${user.lastname}`}
          form={(close) => <NameForm user={user} onDone={close} />}
        />
        <SettingsCard
          title={t('account.tour.title')}
          summary={t('account.tour.summary', { value: user.show_tour ? t('common.yes') : t('common.no') })}
          form={(close) => <TourForm showTour={user.show_tour} onDone={close} />}
        />
      </Stack>
    </PageFrame>
  )
}
