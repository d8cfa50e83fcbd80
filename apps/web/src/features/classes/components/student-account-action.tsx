import type { GroupUser, StudentDataExport } from '@lernraster/shared'
import { Alert, Button, Group as Row, Stack, Text } from '@mantine/core'
import { IconDownload, IconFileTypePdf, IconTrash, IconUserCircle } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../components/busy-modal'
import { RemovalForm } from '../../../components/removal-form'
import { RowAction } from '../../../components/row-action'
import {
  downloadStudentDataJson,
  downloadStudentDataPdf,
} from '../../../lib/data-export/student-data-download'
import { showSnackbar } from '../../../lib/snackbar'
import { useDeleteStudentAccountMutation, useStudentAccountDataQuery } from '../api/student-account-data'
import { fullName } from '../model/students'

/** What the dialog needs of the account: a class list's row, or one of the accounts without a class. */
export type StudentAccount = Pick<
  GroupUser,
  'id' | 'firstname' | 'lastname' | 'username' | 'email' | 'own_account'
>

/**
 * "Konto" in the row of a student this teacher made from a list of names (decision 045): the
 * student's data to download (JSON and a readable PDF) and the account to delete for good, with the
 * typed word and the figures of what goes (docs/design.md "Dialogs").
 */
export function StudentAccountAction({ student }: { student: StudentAccount }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  if (!student.own_account) return null
  const name = fullName(student)
  return (
    <>
      <RowAction
        icon={<IconUserCircle size={16} aria-hidden />}
        label={t('classes.account.action')}
        accessibleName={t('classes.account.actionOf', { name })}
        dialog
        dataAttributes={{ 'data-student-account': student.id }}
        onClick={() => setOpened(true)}
      />
      <BusyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('classes.account.title', { name })}
      >
        {({ close, setBusy }) => <StudentAccountForm student={student} onDone={close} onBusy={setBusy} />}
      </BusyModal>
    </>
  )
}

/** How many rows of each kind go with the account: the figures of the deletion. */
function deletionSummary(data: StudentDataExport, t: TFunction): string {
  const counts = [
    ['classes', data.classes.length],
    ['ratings', data.self_ratings.length + data.teacher_ratings.length],
    ['exams', data.exams.length],
    ['notes', data.feedbacks.length + data.help_requests.length],
  ] as const
  const parts = counts
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`classes.account.parts.${kind}`, { count }))
  return t('classes.account.deleteSummary', {
    name: `${data.account.firstname} ${data.account.lastname}`,
    parts: parts.length > 0 ? parts.join(', ') : t('classes.account.noRows'),
  })
}

function StudentAccountForm({
  student,
  onDone,
  onBusy,
}: {
  student: StudentAccount
  onDone: () => void
  onBusy: (busy: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  const [deleting, setDeleting] = useState(false)
  const [pdfFailed, setPdfFailed] = useState(false)
  const data = useStudentAccountDataQuery(student.id, true)
  const remove = useDeleteStudentAccountMutation()
  const name = fullName(student)

  if (deleting) {
    return (
      <RemovalForm
        title={t('classes.account.deleteTitle', { name })}
        impact={data}
        summary={(loaded) => deletionSummary(loaded, t)}
        confirmLabel={t('classes.account.deleteConfirm')}
        permanent
        onBusy={onBusy}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await remove.mutateAsync(student.id)
          showSnackbar(t('classes.account.deleted', { name }))
          onDone()
        }}
      />
    )
  }
  const savePdf = async (loaded: StudentDataExport) => {
    setPdfFailed(false)
    await downloadStudentDataPdf(loaded, i18n.language).catch(() => setPdfFailed(true))
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('classes.account.intro', { name, username: student.username ?? student.email ?? '' })}
      </Text>
      {data.isError && (
        <Alert color="red" role="alert">
          {t('classes.account.loadFailed')}
        </Alert>
      )}
      {pdfFailed && (
        <Alert color="red" role="alert">
          {t('classes.account.pdfFailed')}
        </Alert>
      )}
      <Row gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          disabled={!data.isSuccess}
          loading={data.isPending}
          onClick={() => data.data && void savePdf(data.data)}
        >
          {t('classes.account.downloadPdf')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!data.isSuccess}
          loading={data.isPending}
          onClick={() => data.data && downloadStudentDataJson(data.data)}
        >
          {t('classes.account.downloadJson')}
        </Button>
      </Row>
      <Text size="sm" c="dimmed">
        {t('classes.account.deleteIntro', { name })}
      </Text>
      <Row justify="space-between" gap="sm" mt="xs">
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
          data-action="delete-account"
        >
          {t('classes.account.delete')}
        </Button>
        <Button variant="default" onClick={onDone} data-autofocus>
          {t('common.close')}
        </Button>
      </Row>
    </Stack>
  )
}
