import type { ClassImportAnswer, Group } from '@lernraster/shared'
import { Alert, Button, FileButton, Modal, Group as Row, Stack, Text, Textarea } from '@mantine/core'
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { readTextFile } from '../../../lib/read-text-file'
import { showSnackbar } from '../../../lib/snackbar'
import { useImportStudentsMutation } from '../api/class-import'
import { canImport, summaryOf, translateImportMessage } from '../model/class-import'
import { ImportPreviewTable } from './import-preview-table'

type Props = { group?: Group; opened: boolean; onClose: () => void }

/**
 * A class list pasted or chosen as a file, checked by the server line by line (nothing is written),
 * then imported whole. Importieren stays off until the list as it stands was checked and is clean.
 */
export function ImportStudentsDialog({ group, opened, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('classes.import.title', { name: group?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group && <ImportStudentsForm key={group.id} group={group} onClose={onClose} />}
    </Modal>
  )
}

function ImportStudentsForm({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation()
  const request = useImportStudentsMutation()
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<{ csv: string; answer: ClassImportAnswer } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // i18next's types cannot check a union of keys with values; each key is one of the pack's own.
  const translate = (text: string) => translateImportMessage(text, (key, values) => t(key as never, values))
  const describe = (error: unknown) => {
    if (isApiError(error)) {
      const listProblem = error.fieldError('csv')
      if (listProblem) return translate(listProblem)
      if (
        isApiError(error, 'validation') ||
        isApiError(error, 'conflict') ||
        isApiError(error, 'forbidden')
      ) {
        return translate(error.message)
      }
    }
    return t(failureKey(error))
  }

  const current = preview?.csv === csv ? preview.answer : null
  const counts = current ? summaryOf(current.rows) : null

  function check() {
    setProblem(null)
    request.mutate(
      { group_id: group.id, csv, commit: false },
      {
        onSuccess: (answer) => setPreview({ csv, answer }),
        onError: (error) => {
          setPreview(null)
          setProblem(describe(error))
        },
      },
    )
  }

  function submit() {
    if (!current || !counts || !canImport(current.rows)) return
    setProblem(null)
    request.mutate(
      { group_id: group.id, csv, commit: true },
      {
        onSuccess: () => {
          showSnackbar(t('classes.import.done', { count: counts.invite }))
          onClose()
        },
        onError: (error) => {
          setProblem(describe(error))
          // The list or the accounts changed since the check: the check names the lines again.
          if (isApiError(error, 'validation') || isApiError(error, 'conflict')) setPreview(null)
        },
      },
    )
  }

  async function readFile(file: File | null) {
    if (!file) return
    try {
      const text = await readTextFile(file)
      if (text === undefined) throw new Error('not text')
      setCsv(text)
      setProblem(null)
    } catch {
      setProblem(t('classes.import.fileUnreadable'))
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('classes.import.explain')}</Text>
      <Row gap="sm">
        <FileButton onChange={(file) => void readFile(file)} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
              {t('classes.import.file')}
            </Button>
          )}
        </FileButton>
      </Row>
      <Textarea
        data-autofocus
        label={t('classes.import.list')}
        placeholder={t('classes.import.placeholder')}
        value={csv}
        onChange={(event) => setCsv(event.currentTarget.value)}
        autosize
        minRows={5}
        maxRows={12}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {problem && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {problem}
        </Alert>
      )}
      {preview && !current && <Text size="sm">{t('classes.import.changed')}</Text>}
      {current && counts && (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {(['invite', 'member', 'bad'] as const)
              .map((kind) => t(`classes.import.summaryParts.${kind}`, { count: counts[kind] }))
              .join(', ')}
          </Text>
          <ImportPreviewTable rows={current.rows} translate={translate} />
          {counts.bad > 0 ? (
            <Text size="sm" c="red.9">
              {t('classes.import.fixFirst')}
            </Text>
          ) : (
            counts.invite === 0 && <Text size="sm">{t('classes.import.nothingToDo')}</Text>
          )}
        </>
      )}
      <Row justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="light"
          onClick={check}
          loading={request.isPending && !current}
          disabled={csv.trim() === ''}
        >
          {t('classes.import.check')}
        </Button>
        <Button
          onClick={submit}
          loading={request.isPending && current !== null}
          disabled={!current || !canImport(current.rows)}
        >
          {t('classes.import.submit')}
        </Button>
      </Row>
    </Stack>
  )
}
