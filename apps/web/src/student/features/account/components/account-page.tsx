import type { StudentDataExport } from '@lernraster/shared'
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  downloadStudentDataJson,
  downloadStudentDataPdf,
} from '../../../../lib/data-export/student-data-download'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useLanguage, useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { clearStudentToken, readStudentId, studentCall } from '../../../lib/student-client'
import { useMe } from '../../home/api/home-queries'
import { forgetCachedStudentData } from '../../installable/model/service-worker'
import { studentOutbox } from '../../outbox/api/student-outbox'

/**
 * "Mein Konto" (issue 34 item 4, decision 045): who is signed in, all of the student's data to
 * download (a readable PDF and the JSON), and the account to delete with the own password. Buttons
 * span the phone's width, one under the other, for a thumb (docs/design.md "The student app on a
 * phone").
 */
export function AccountPage() {
  const texts = useTexts()
  const me = useMe()
  return (
    <Stack py="md" gap="lg">
      <Title order={1}>{texts.account.title}</Title>
      {me.data && (
        <Text>
          {me.data.firstname} {me.data.lastname} · {me.data.email ?? me.data.username}
        </Text>
      )}
      <DataDownloads />
      <DeleteAccount />
    </Stack>
  )
}

function DataDownloads() {
  const texts = useTexts()
  const { language } = useLanguage()
  const [failure, setFailure] = useState<string | null>(null)
  const download = useGuardedMutation({
    mutationFn: async (kind: 'pdf' | 'json') => {
      const data: StudentDataExport = await studentCall('GET /account/dataExport')
      if (kind === 'json') downloadStudentDataJson(data)
      else await downloadStudentDataPdf(data, language)
    },
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(errorText(error, texts)),
  })
  return (
    <Card component="section" withBorder aria-labelledby="data-title">
      <Stack gap="sm">
        <Title order={2} id="data-title" size="h3">
          {texts.account.dataTitle}
        </Title>
        <Text size="sm">{texts.account.dataText}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          fullWidth
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={download.isPending && download.variables === 'pdf'}
          disabled={download.isPending}
          onClick={() => download.mutate('pdf')}
        >
          {texts.account.downloadPdf}
        </Button>
        <Button
          fullWidth
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending && download.variables === 'json'}
          disabled={download.isPending}
          onClick={() => download.mutate('json')}
        >
          {texts.account.downloadJson}
        </Button>
      </Stack>
    </Card>
  )
}

function DeleteAccount() {
  const texts = useTexts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const remove = useGuardedMutation({
    mutationFn: (value: string) => studentCall('POST /account/delete', { body: { password: value } }),
    onSuccess: async () => {
      // Nothing of the account stays on this device: session, cached pages, waiting writes.
      const userId = readStudentId()
      clearStudentToken()
      queryClient.clear()
      void forgetCachedStudentData()
      if (userId !== undefined) await studentOutbox.forget(userId).catch(() => undefined)
      navigate('/login', { replace: true, state: { notice: texts.account.deleted } })
    },
  })
  return (
    <Card component="section" withBorder aria-labelledby="delete-title">
      <Stack gap="sm">
        <Title order={2} id="delete-title" size="h3">
          {texts.account.deleteTitle}
        </Title>
        <Text size="sm">{texts.account.deleteText}</Text>
        {!asking ? (
          <Button fullWidth variant="outline" color="red.9" onClick={() => setAsking(true)}>
            {texts.account.deleteStart}
          </Button>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (password !== '') remove.mutate(password)
            }}
          >
            <Stack gap="sm">
              <PasswordInput
                label={texts.account.passwordLabel}
                description={texts.account.passwordHint}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                error={remove.isError ? errorText(remove.error, texts) : undefined}
                data-autofocus
              />
              <Text size="sm" fw={600}>
                {texts.account.irreversible}
              </Text>
              {/* One under the other at the phone's width: both labels whole, each a thumb's target. */}
              <Button
                type="submit"
                fullWidth
                color="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                disabled={password === ''}
                loading={remove.isPending}
              >
                {texts.account.deleteConfirm}
              </Button>
              <Button
                fullWidth
                variant="default"
                onClick={() => setAsking(false)}
                disabled={remove.isPending}
              >
                {texts.account.cancel}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  )
}
