import { type CheckResult, overrideNoteMax } from '@lernraster/shared'
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/date-format'
import { showSnackbar } from '../../../../lib/snackbar'
import { useFailureText } from '../../../../lib/use-failure-text'
import { useCheckOverride } from '../../api/check-override'
import { type CheckMark, checkMarkOf } from '../../model/check-marks'
import { useCheckWords } from './use-check-words'

type Props = {
  eventId: number
  userId: number
  topicId: number
  /** The mark as the grid had it when the dialog opened; a decision here replaces it. */
  mark: CheckMark
  /** An archived class's run: the result shows, nothing is decided (issue 36). */
  readOnly: boolean
}

/**
 * Issue 37 item 3, in the student's topic view: what the topic's check attests, and the teacher's
 * decision over it ("Ergebnis überschreiben": bestanden or nicht bestanden, with a note), who decided
 * and when. The form opens in place, inside the dialog (docs/design.md "Dialogs": never a second one).
 */
export function CheckOverride({ eventId, userId, topicId, mark: initial, readOnly }: Props) {
  const { t, i18n } = useTranslation()
  const words = useCheckWords()
  const failureText = useFailureText()
  const { save, remove } = useCheckOverride()
  const [mark, setMark] = useState(initial)
  const [editing, setEditing] = useState(false)
  const [attested, setAttested] = useState<'yes' | 'no'>(initial.state === 'attested' ? 'no' : 'yes')
  const [note, setNote] = useState(initial.byTeacher ? (initial.result?.attestation?.note ?? '') : '')
  const [noteError, setNoteError] = useState<string | null>(null)
  const place = { event_id: eventId, user_id: userId, topic_id: topicId }
  const decision = mark.byTeacher ? mark.result : null

  const done = (result: CheckResult, message: string) => {
    setMark(checkMarkOf(result))
    setEditing(false)
    showSnackbar(message, 'success')
  }
  const failed = (error: unknown) =>
    showSnackbar(t('progressChecks.override.failed', { reason: failureText(error) }), 'danger')

  function submit() {
    const trimmed = note.trim()
    if (trimmed.length === 0 || trimmed.length > overrideNoteMax) {
      setNoteError(t('progressChecks.override.noteDescription', { max: overrideNoteMax }))
      return
    }
    save.mutate(
      { ...place, attested: attested === 'yes', note: trimmed },
      { onSuccess: (result) => done(result, t('progressChecks.override.saved')), onError: failed },
    )
  }

  const score = words.score(mark)
  return (
    <Paper withBorder p="sm" data-check-override>
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('progressChecks.name')}
        </Text>
        <Text size="sm" data-check-state={mark.state}>
          {mark.state === 'attested' ? '✓ ' : ''}
          {words.mark(mark)}
        </Text>
        {score && <Text size="sm">{score}</Text>}
        {decision?.attestation && (
          <Text size="sm" c="dimmed" data-check-decision>
            {decision.decided_by
              ? t('progressChecks.override.decided', {
                  name: decision.decided_by,
                  date: formatDate(decision.attestation.at, i18n.language),
                })
              : t('progressChecks.override.decidedNoName', {
                  date: formatDate(decision.attestation.at, i18n.language),
                })}
            {decision.attestation.note && ` – «${decision.attestation.note}»`}
          </Text>
        )}
        {!readOnly && !editing && (
          <Group>
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              {mark.byTeacher ? t('progressChecks.override.change') : t('progressChecks.override.open')}
            </Button>
          </Group>
        )}
        {!readOnly && editing && (
          <Stack
            gap="xs"
            component="form"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Alert variant="light" color="gray" p="xs">
              <Text size="sm">{t('progressChecks.override.hint')}</Text>
            </Alert>
            <Radio.Group
              label={t('progressChecks.override.choice')}
              value={attested}
              onChange={(value) => setAttested(value === 'no' ? 'no' : 'yes')}
            >
              <Group mt={4}>
                <Radio value="yes" label={t('progressChecks.override.attested')} />
                <Radio value="no" label={t('progressChecks.override.notAttested')} />
              </Group>
            </Radio.Group>
            <Textarea
              label={t('progressChecks.override.note')}
              description={t('progressChecks.override.noteDescription', { max: overrideNoteMax })}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value)
                setNoteError(null)
              }}
              error={noteError}
              maxLength={overrideNoteMax}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            <Group justify="space-between">
              {mark.byTeacher ? (
                <Button
                  color="red"
                  variant="subtle"
                  size="xs"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(place, {
                      onSuccess: (result) => done(result, t('progressChecks.override.removed')),
                      onError: failed,
                    })
                  }
                >
                  {t('progressChecks.override.remove')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                  {t('progressChecks.override.cancel')}
                </Button>
                <Button type="submit" size="xs" loading={save.isPending}>
                  {t('progressChecks.override.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
