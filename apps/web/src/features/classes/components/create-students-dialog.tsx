import type { CreateStudentsAnswer, Group } from '@lernraster/shared'
import { Alert, Button, FileButton, Modal, Group as Row, Stack, Table, Text, Textarea } from '@mantine/core'
import { IconAlertCircle, IconFileUpload, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { readTextFile } from '../../../lib/read-text-file'
import { useServerMessage } from '../../../lib/server-message'
import { useCreateStudentsMutation } from '../api/create-students'
import { useCardPrinting } from '../cards/use-card-printing'
import { translateCardsMessage } from '../model/create-students'

type Props = { group?: Group; opened: boolean; onClose: () => void }

/**
 * Students without an address (decision 038): a list of names typed, pasted or read from a file,
 * checked by the server (the user names each would get), then made whole; the answer's start
 * passwords are printed as login cards at once, as they are never shown again.
 */
export function CreateStudentsDialog({ group, opened, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('classes.cards.title', { name: group?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group && <CreateStudentsForm key={group.id} group={group} onClose={onClose} />}
    </Modal>
  )
}

function CreateStudentsForm({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation()
  const request = useCreateStudentsMutation()
  const [names, setNames] = useState('')
  const [preview, setPreview] = useState<{ names: string; answer: CreateStudentsAnswer } | null>(null)
  const [created, setCreated] = useState<CreateStudentsAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { printing, print } = useCardPrinting(setProblem)
  const serverMessage = useServerMessage()
  // The server's German texts in the screen's language; i18next's types cannot check a union of keys.
  const translate = (text: string) =>
    translateCardsMessage(text, (key, values) => t(key as never, values)) ?? serverMessage(text) ?? text
  const describe = (error: unknown) => {
    if (isApiError(error)) {
      const listProblem = error.fieldError('names')
      if (listProblem) return translate(listProblem)
      if (isApiError(error, 'validation') || isApiError(error, 'forbidden')) return translate(error.message)
    }
    return t(failureKey(error))
  }
  const current = created ?? (preview?.names === names ? preview.answer : null)
  const bad = current ? current.rows.filter((row) => row.problems.length > 0).length : 0

  function send(commit: boolean) {
    setProblem(null)
    request.mutate(
      { group_id: group.id, names, commit },
      {
        onSuccess: (answer) => (commit ? setCreated(answer) : setPreview({ names, answer })),
        onError: (error) => {
          setPreview(null)
          setProblem(describe(error))
        },
      },
    )
  }

  const printCreated = () =>
    created &&
    print({
      groupName: group.name,
      cards: created.rows.map((row) => ({
        firstname: row.firstname,
        lastname: row.lastname,
        username: row.username ?? '',
        startPassword: row.start_password ?? '',
      })),
    })

  async function readFile(file: File | null) {
    if (!file) return
    try {
      const text = await readTextFile(file)
      if (text === undefined) throw new Error('not text')
      setNames(text)
      setProblem(null)
    } catch {
      setProblem(t('classes.import.fileUnreadable'))
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('classes.cards.explain')}</Text>
      {!created && (
        <>
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
            label={t('classes.cards.list')}
            placeholder={t('classes.cards.placeholder')}
            value={names}
            onChange={(event) => setNames(event.currentTarget.value)}
            autosize
            minRows={5}
            maxRows={12}
          />
        </>
      )}
      {problem && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {problem}
        </Alert>
      )}
      {created && (
        <Alert role="status" variant="light" color="teal">
          {t('classes.cards.done', { count: created.rows.length })}
        </Alert>
      )}
      {current && (
        <Table aria-label={t('classes.cards.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('classes.import.line')}</Table.Th>
              <Table.Th>{t('classes.cards.name')}</Table.Th>
              <Table.Th>{t('classes.cards.username')}</Table.Th>
              {created && <Table.Th>{t('classes.cards.startPassword')}</Table.Th>}
              {!created && <Table.Th>{t('classes.import.result')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  {row.firstname} {row.lastname}
                </Table.Td>
                <Table.Td>{row.username}</Table.Td>
                {created && <Table.Td>{row.start_password}</Table.Td>}
                {!created && (
                  <Table.Td c={row.problems.length > 0 ? 'red.9' : undefined}>
                    {row.problems.map(translate).join(' ')}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {bad > 0 && !created && (
        <Text size="sm" c="red.9">
          {t('classes.cards.fixFirst')}
        </Text>
      )}
      <Row justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {created ? t('common.close') : t('common.cancel')}
        </Button>
        {created ? (
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => void printCreated()}
            loading={printing !== null}
          >
            {t('classes.cards.print')}
          </Button>
        ) : (
          <>
            <Button
              variant="light"
              onClick={() => send(false)}
              loading={request.isPending && !current}
              disabled={names.trim() === ''}
            >
              {t('classes.import.check')}
            </Button>
            <Button
              onClick={() => send(true)}
              loading={request.isPending && current !== null}
              disabled={!current || bad > 0}
            >
              {t('classes.cards.submit')}
            </Button>
          </>
        )}
      </Row>
    </Stack>
  )
}
