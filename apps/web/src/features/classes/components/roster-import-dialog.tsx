import type { RosterImportAnswer } from '@lernraster/shared'
import { Alert, Button, FileButton, List, Modal, Group as Row, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconFileUpload, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useServerMessage } from '../../../lib/server-message'
import { useImportRosterMutation } from '../api/import-roster'
import { useCardPrinting } from '../cards/use-card-printing'
import { canImportRoster, cardsByClass, translateRosterMessage } from '../model/roster-import'
import { RosterClassesTable, RosterStudentsTable } from './roster-preview-tables'

type Props = { opened: boolean; onClose: () => void }

/**
 * "Aus Schulverwaltung importieren" (decision 044): the teacher chooses the export's files, the
 * server checks them (what happens to each class and student, each problem with its file and line),
 * then imports them whole; the new accounts' login cards are printed class by class.
 */
export default function RosterImportDialog({ opened, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('classRoster.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <RosterImportForm onClose={onClose} />}
    </Modal>
  )
}

function RosterImportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const request = useImportRosterMutation()
  const serverMessage = useServerMessage()
  const [files, setFiles] = useState<File[]>([])
  const [answer, setAnswer] = useState<RosterImportAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { printing, print } = useCardPrinting(setProblem)
  // The server's German texts in the screen's language; i18next's types cannot check a union of keys.
  const translate = (text: string) =>
    translateRosterMessage(text, (key, values) => t(key as never, values)) ?? serverMessage(text) ?? text
  const describe = (error: unknown) => {
    if (!isApiError(error)) return t(failureKey(error))
    const fileProblem = error.fieldError('files')
    if (fileProblem) return translate(fileProblem)
    return translate(error.message)
  }

  function choose(chosen: File[]) {
    setFiles(chosen)
    setAnswer(null)
    setProblem(null)
  }

  function send(commit: boolean) {
    setProblem(null)
    request.mutate(
      { files, commit },
      {
        onSuccess: setAnswer,
        onError: (error) => {
          setAnswer(null)
          setProblem(describe(error))
        },
      },
    )
  }

  const imported = answer?.imported === true
  const cards = imported ? cardsByClass(answer) : []
  const created = answer ? answer.students.filter((row) => row.outcome === 'new').length : 0
  return (
    <Stack gap="md">
      <Text size="sm">{t('classRoster.explain')}</Text>
      {!imported && (
        <Row gap="sm">
          <FileButton onChange={choose} accept=".csv,.zip,text/csv,application/zip" multiple>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
                {t('classRoster.choose')}
              </Button>
            )}
          </FileButton>
          {files.length > 0 && (
            <Text size="sm">
              {t('classRoster.chosen', { names: files.map((file) => file.name).join(', ') })}
            </Text>
          )}
        </Row>
      )}
      {problem && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {problem}
        </Alert>
      )}
      {answer && answer.problems.length > 0 && (
        <Alert role="alert" variant="light" color="red" title={t('classRoster.problemsTitle')}>
          <List size="sm">
            {answer.problems.map((item) => (
              <List.Item key={`${item.file} ${item.line} ${item.message}`}>
                {translate(`${item.file}, Zeile ${item.line ?? '-'}: ${item.message}`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {t('classRoster.fixFirst')}
          </Text>
        </Alert>
      )}
      {imported && (
        <Alert role="status" variant="light" color="teal">
          {t('classRoster.done', { classes: answer.classes.length, created })}
          {cards.length > 0 && ` ${t('classRoster.printHint')}`}
        </Alert>
      )}
      {answer && <RosterClassesTable answer={answer} />}
      {answer && <RosterStudentsTable answer={answer} />}
      <Row justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {imported ? t('common.close') : t('common.cancel')}
        </Button>
        {imported ? (
          cards.map((entry) => (
            <Button
              key={entry.groupName}
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => void print(entry)}
              loading={printing === entry.groupName}
            >
              {t('classRoster.print', { name: entry.groupName })}
            </Button>
          ))
        ) : (
          <>
            <Button
              variant="light"
              onClick={() => send(false)}
              loading={request.isPending && !answer}
              disabled={files.length === 0}
            >
              {t('classRoster.check')}
            </Button>
            <Button
              onClick={() => send(true)}
              loading={request.isPending && answer !== null}
              disabled={!canImportRoster(answer)}
            >
              {t('classRoster.submit')}
            </Button>
          </>
        )}
      </Row>
    </Stack>
  )
}
