import { type CheckAnswer, isRightAnswer, scoreAttempt } from '@lernraster/shared'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StoredFilePreview } from '../dialogs/stored-file'
import { previewKeyOf } from './check-body'
import type { CheckDraft, ItemDraft } from './check-draft'
import { PreviewAnswer, previewSteps } from './preview-answer'

/** The order item's answer before the student moved anything: the shuffled steps as shown. */
const answerOf = (item: ItemDraft, answers: Record<string, CheckAnswer>): CheckAnswer | undefined =>
  answers[item.key] ??
  (item.kind === 'order'
    ? { kind: 'order', steps: previewSteps(item.steps).map((step) => step.id) }
    : undefined)

/**
 * The check as a student sees it, from the draft as it stands (saved or not): no right answers
 * shown. Antworten prüfen scores with the server's rules (isRightAnswer, scoreAttempt; decision 052)
 * and shows richtig/falsch and the feedback per item. Nothing is sent.
 */
export function CheckPreview({ draft }: { draft: CheckDraft }) {
  const { t } = useTranslation()
  const [answers, setAnswers] = useState<Record<string, CheckAnswer>>({})
  const [checked, setChecked] = useState(false)
  const keys = draft.items.map(previewKeyOf)
  const given = draft.items.map((item) => answerOf(item, answers))
  const score = scoreAttempt(keys, given, typeof draft.passPercent === 'number' ? draft.passPercent : 100)

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('checkEditor.preview.hint')}
        {draft.timeLimited && typeof draft.timeLimitMinutes === 'number'
          ? ` ${t('checkEditor.preview.timeLimit', { minutes: draft.timeLimitMinutes })}`
          : ''}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {draft.items.map((item, index) => {
          const label = t('checkEditor.items.label', { number: index + 1 })
          const right = isRightAnswer(keys[index] as (typeof keys)[number], given[index])
          return (
            <Paper component="li" key={item.key} withBorder p="sm" radius="md" aria-label={label}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={4} size="h6">
                    {label}
                  </Title>
                  {checked && (
                    <Badge
                      color={right ? 'green.8' : 'red.8'}
                      leftSection={
                        right ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />
                      }
                    >
                      {right ? t('checkEditor.preview.right') : t('checkEditor.preview.wrong')}
                    </Badge>
                  )}
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{item.prompt}</Text>
                {item.picture && <StoredFilePreview path={item.picture} alt={item.prompt} />}
                <PreviewAnswer
                  item={item}
                  label={label}
                  answer={answerOf(item, answers)}
                  disabled={checked}
                  onAnswer={(answer) => setAnswers((current) => ({ ...current, [item.key]: answer }))}
                />
                {checked && item.feedback && (
                  <Text size="sm" c="dimmed">
                    <strong>{t('checkEditor.preview.feedback')}:</strong> {item.feedback}
                  </Text>
                )}
              </Stack>
            </Paper>
          )
        })}
      </Stack>
      {checked && (
        <Text role="status" fw={600}>
          {t('checkEditor.preview.score', {
            right: score.right,
            total: score.total,
            percent: score.percent,
            result: score.passed ? t('checkEditor.preview.passed') : t('checkEditor.preview.failed'),
          })}
        </Text>
      )}
      <Group gap="sm">
        {checked ? (
          <Button
            variant="default"
            onClick={() => {
              setAnswers({})
              setChecked(false)
            }}
          >
            {t('checkEditor.preview.reset')}
          </Button>
        ) : (
          <Button variant="default" onClick={() => setChecked(true)}>
            {t('checkEditor.preview.check')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
