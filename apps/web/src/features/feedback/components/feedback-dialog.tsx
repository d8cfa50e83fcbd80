import '../texts'
import { type FeedbackType, feedbackTypes, limits } from '@lernraster/shared'
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useServerMessage } from '../../../lib/server-message'
import { showSnackbar } from '../../../lib/snackbar'
import { useSendFeedbackMutation } from '../api/send-feedback'
import { checkFeedback, clampFeedback } from '../model/feedback-content'

type Problem = { text: string; onContent: boolean }

/**
 * docs/product/accounts.md "Feedback to the provider": a type (the first by default) and at most 1000
 * characters of text.
 */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const [type, setType] = useState<FeedbackType>(feedbackTypes[0])
  const [content, setContent] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const mutation = useSendFeedbackMutation()
  // Screen readers hear the count once typing pauses, not after every key.
  const [announcedLength] = useDebouncedValue(content.length, 1000)

  function submit(event: FormEvent) {
    event.preventDefault()
    const rule = checkFeedback(content)
    if (rule) {
      setProblem({ text: t(rule), onContent: true })
      contentRef.current?.focus()
      return
    }
    setProblem(null)
    mutation.mutate(
      { type, content },
      {
        onSuccess: () => {
          onClose()
          setType(feedbackTypes[0])
          setContent('')
          void showSnackbar(t('messages.feedback.sent'))
        },
        // The original only logged and left the button loading; we say so and let the teacher try again
        // (decision 008).
        onError: (error) => {
          console.warn('Feedback not sent', error)
          setProblem(describe(error))
        },
      },
    )
  }

  function describe(error: unknown): Problem {
    const fieldMessage = isApiError(error) ? error.fieldError('content') : undefined
    if (fieldMessage) return { text: serverMessage(fieldMessage) ?? fieldMessage, onContent: true }
    if (isApiError(error, 'tooManyRequests'))
      return { text: t('messages.errors.tooManyRequests'), onContent: false }
    return { text: t(failureKey(error)), onContent: false }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('feedback.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('feedback.intro')}</Text>
          {problem && !problem.onContent && (
            <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
              {problem.text}
            </Alert>
          )}
          <Radio.Group
            label={t('feedback.type')}
            value={type}
            onChange={(value) => setType(value as FeedbackType)}
          >
            <Stack gap="xs" mt="xs">
              {feedbackTypes.map((value) => (
                <Radio key={value} value={value} label={t(`messages.feedbackTypes.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            ref={contentRef}
            data-autofocus
            label={t('feedback.content')}
            autosize
            minRows={6}
            maxRows={12}
            maxLength={limits.feedbackMax}
            value={content}
            onChange={(event) => {
              setContent(clampFeedback(event.currentTarget.value))
              if (problem?.onContent) setProblem(null)
            }}
            description={t('feedback.count', { length: content.length, max: limits.feedbackMax })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right', marginTop: 4 } }}
            error={problem?.onContent ? problem.text : undefined}
          />
          <VisuallyHidden aria-live="polite">
            {t('feedback.countAnnouncement', { length: announcedLength, max: limits.feedbackMax })}
          </VisuallyHidden>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
