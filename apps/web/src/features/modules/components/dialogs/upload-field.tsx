import type { FileKindName, UploadAnswer } from '@lernraster/shared'
import { ActionIcon, Button, FileButton, Group, Input, Stack } from '@mantine/core'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { acceptedTypes, type UploadOptions } from '../../api/upload-file'
import { FileLink } from './stored-file'
import { UploadProgress } from './upload-progress'
import { useShownText } from './use-shown-text'
import { useUpload } from './use-upload'

type Props = {
  label: string
  kind: Extract<FileKindName, 'content' | 'source'>
  /** The stored path, or null while there is no file. */
  value: string | null
  onChange: (path: string | null) => void
  send: (file: File, options: UploadOptions) => Promise<UploadAnswer>
  disabled?: boolean
  /** A message of the form (a server field error) for this field. */
  error?: string
  buttonRef?: (element: HTMLButtonElement | null) => void
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onRunningChange?: (running: boolean) => void
}

/** A file field of a question: choose, watch the progress bar, open or remove what is stored. */
export function UploadField({
  label,
  kind,
  value,
  onChange,
  send,
  disabled,
  error,
  buttonRef,
  onRunningChange,
}: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const upload = useUpload(send)
  // The stored path says nothing about the file: the name is known only for what was just uploaded.
  const [name, setName] = useState<string | null>(null)
  const id = useId()
  const running = upload.progress !== null
  useEffect(() => {
    if (!running) return
    onRunningChange?.(true)
    return () => onRunningChange?.(false)
  }, [running, onRunningChange])

  async function choose(file: File | null) {
    if (!file) return
    const answer = await upload.start(file)
    if (answer) {
      setName(file.name)
      onChange(answer.data)
    }
  }

  const message = error ?? shownText(upload.problem)
  const hint =
    kind === 'content' ? t('moduleDialogs.upload.contentHint') : t('moduleDialogs.upload.sourceHint')
  const describedBy = [message ? `${id}-error` : '', `${id}-description`].join(' ').trim()
  return (
    // The label is a div: the button is named by its own words first (what a voice user says), then
    // by the field's label, so that nine 'Datei auswählen' buttons can be told apart.
    <Input.Wrapper id={id} label={label} labelElement="div" description={hint} error={message}>
      <Stack gap={6} mt={6}>
        {value && !running && (
          <Group gap="xs" wrap="nowrap">
            <FileLink href={value} label={name ?? t('moduleDialogs.upload.stored')} />
            <ActionIcon
              variant="subtle"
              color="red.9"
              disabled={disabled}
              onClick={() => {
                setName(null)
                upload.clearProblem()
                onChange(null)
              }}
              aria-label={`${t('moduleDialogs.upload.remove')}: ${label}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        {upload.progress ? (
          <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
        ) : (
          <FileButton onChange={(file) => void choose(file)} accept={acceptedTypes(kind)} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                ref={buttonRef}
                variant="default"
                size="xs"
                w="fit-content"
                disabled={disabled}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-labelledby={`${id}-action ${id}-label`}
                aria-describedby={describedBy}
              >
                <span id={`${id}-action`}>
                  {value ? t('moduleDialogs.upload.replace') : t('moduleDialogs.upload.choose')}
                </span>
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
