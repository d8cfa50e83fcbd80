import { type CheckAnswer, isRightAnswer, type StudentCheckItem, scoreAttempt } from '@lernraster/shared'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckAnswerField, type CheckAnswerTexts } from '../../../../components/check-answer'
import { StoredFilePreview } from '../dialogs/stored-file'
import { previewKeyOf } from './check-body'
import type { CheckDraft, ItemDraft, OptionDraft } from './check-draft'

/**
 * The steps as a student first gets them: shuffled, never in their right order (decision 053). The
 * preview turns them by one place, the same on every render.
 */
const previewSteps = (steps: OptionDraft[]) => [...steps.slice(1), ...steps.slice(0, 1)]

/** The item as the student API sends it: no right answers, the steps out of order. */
function studentItem(item: ItemDraft): StudentCheckItem {
  const options =
    item.kind === 'single' || item.kind === 'multiple'
      ? item.options
      : item.kind === 'order'
        ? previewSteps(item.steps)
        : []
  return { id: item.key, kind: item.kind, prompt: item.prompt, picture: null, options, unit: item.unit }
}

/**
 * The check as a student sees it, from the draft as it stands (saved or not), with the student app's
 * own answer fields (components/check-answer). Antworten prüfen scores with the server's rules
 * (isRightAnswer, scoreAttempt; decision 052) and shows richtig/falsch and the feedback per item.
 * Nothing is sent.
 */
export function CheckPreview({ draft }: { draft: CheckDraft }) {
  const { t } = useTranslation()
  const [answers, setAnswers] = useState<Record<string, CheckAnswer>>({})
  const [checked, setChecked] = useState(false)
  const keys = draft.items.map(previewKeyOf)
  const given = draft.items.map((item) => answers[item.key])
  const score = scoreAttempt(keys, given, typeof draft.passPercent === 'number' ? draft.passPercent : 100)
  // The students' words ("du"), in the teacher's language.
  const texts = t('checkEditor.preview.answers', { returnObjects: true }) as CheckAnswerTexts

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
          const key = keys[index]
          const right = key !== undefined && isRightAnswer(key, given[index])
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
                <CheckAnswerField
                  item={studentItem(item)}
                  answer={answers[item.key]}
                  disabled={checked}
                  texts={texts}
                  picture={
                    item.picture ? <StoredFilePreview path={item.picture} alt={item.prompt} /> : undefined
                  }
                  onChange={(answer) => setAnswers((current) => ({ ...current, [item.key]: answer }))}
                />
                {checked && item.feedback && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
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
