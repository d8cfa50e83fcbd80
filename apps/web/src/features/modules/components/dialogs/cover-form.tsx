// Dropzone's styles travel with this lazily loaded dialog, never with the login screen (decision 007).
import '@mantine/dropzone/styles.css'
import { type CoverAnswer, coverFileTypes, fileLimits } from '@lernraster/shared'
import { Alert, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconAlertCircle, IconPhoto, IconUpload, IconX } from '@tabler/icons-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../../lib/api-error'
import { useModuleRefresh } from '../../api/module-queries'
import { fileProblem, type UploadOptions, updateCover } from '../../api/upload-file'
import { type Shown, shownMessage } from '../../model/topic-form-messages'
import { UploadProgress } from './upload-progress'
import { useShownText } from './use-shown-text'
import { useUpload } from './use-upload'

type Props = {
  moduleId: number
  coverPath: string | null
  onCancel: () => void
  onSaved: () => void
  onBusyChange: (busy: boolean) => void
}

/** The chosen file as a picture in the browser, released when another is chosen or the dialog closes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

/** Why the drop zone refused a file, in the words of docs/product/modules.md "Cover image". */
function rejection(rejected: FileRejection | undefined): Shown {
  const problem = rejected ? fileProblem(rejected.file, 'cover') : null
  return shownMessage(problem ?? 'coverRequired')
}

/** Drop zone, the current and the chosen picture side by side, the progress bar, Speichern. */
export function CoverForm({ moduleId, coverPath, onCancel, onSaved, onBusyChange }: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<Shown | null>(null)
  const [refreshing, setRefreshing] = useState(false)
  const preview = usePreview(file)
  const openPicker = useRef<() => void>(null)
  const refresh = useModuleRefresh(moduleId)
  const upload = useUpload<CoverAnswer>(
    (chosen: File, options: UploadOptions) => updateCover(chosen, moduleId, options),
    // docs/product/modules.md "Cover image": a server error shows inline, in the teacher's language.
    (error) =>
      isApiError(error) && error.status >= 500 ? { text: t('moduleDialogs.cover.serverError') } : undefined,
  )
  const busy = upload.progress !== null || refreshing
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])

  // Set at once, before React renders the button busy: a double click or held Enter saves once.
  const saving = useRef(false)
  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving.current) return
    if (!file) return setProblem(shownMessage('coverUnchanged'))
    setProblem(null)
    saving.current = true
    try {
      const answer = await upload.start(file)
      if (!answer) return
      // The editor's cover and the cards show the new picture before the dialog goes.
      setRefreshing(true)
      await refresh.onSuccess().finally(() => setRefreshing(false))
      onSaved()
    } finally {
      saving.current = false
    }
  }

  const message = problem ?? upload.problem
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        {/* The zone is for the mouse and dragging; the keyboard has the button below (a focusable zone
            holding the file input would nest one control in another). */}
        <Dropzone
          openRef={openPicker}
          activateOnKeyboard={false}
          onDrop={(files) => {
            setProblem(null)
            upload.clearProblem()
            setFile(files[0] ?? null)
          }}
          onReject={(rejected) => setProblem(rejection(rejected[0]))}
          accept={[...coverFileTypes]}
          maxSize={fileLimits.coverMaxBytes}
          multiple={false}
          disabled={busy}
        >
          <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={40} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={4}>
              <Text>{t('moduleDialogs.cover.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('moduleDialogs.messages.coverRequired')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={busy}
          data-autofocus
          onClick={() => openPicker.current?.()}
        >
          {t('moduleDialogs.cover.choose')}
        </Button>
        {message && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {shownText(message)}
          </Alert>
        )}
        {upload.progress && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('moduleDialogs.cover.current')}
            </Text>
            {coverPath ? (
              <Image
                src={coverPath}
                alt={t('moduleDialogs.cover.currentAlt')}
                mah={220}
                fit="contain"
                radius="sm"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('moduleDialogs.cover.none')}
              </Text>
            )}
          </Stack>
          {preview && file && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('moduleDialogs.cover.chosen')}
              </Text>
              <Image
                src={preview}
                alt={t('moduleDialogs.cover.chosenAlt', { name: file.name })}
                mah={220}
                fit="contain"
                radius="sm"
              />
            </Stack>
          )}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
