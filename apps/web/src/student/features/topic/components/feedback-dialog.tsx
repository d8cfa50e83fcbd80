import { type StudentQuestion, studentFeedbackTypeIds, studentLimits } from '@lernraster/shared'
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { serverText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { studentOutbox } from '../../outbox/api/student-outbox'

/** Feedback on a question for the teacher (and the module's author): what it is about, and a message. */
export function FeedbackDialog(props: {
  opened: boolean
  onClose: () => void
  eventId: number
  question: StudentQuestion
}) {
  const texts = useTexts()
  const [type, setType] = useState<string>(String(studentFeedbackTypeIds[0]))
  const [content, setContent] = useState('')
  const send = useGuardedMutation({
    mutationFn: async (): Promise<'sent' | 'waiting'> => {
      // The server's own rule, checked here too: an empty message would only come back refused.
      if (!content.trim()) throw new Error(texts.server.feedbackRequired)
      const item = await studentOutbox
        .add(
          {
            kind: 'feedback',
            body: {
              event_id: props.eventId,
              question_id: props.question.id,
              feedback_type_id: Number(type),
              content,
              client_id: studentOutbox.newWriteId().client_id,
            },
          },
          { title: props.question.title },
        )
        .catch(() => {
          throw new Error(texts.outbox.unavailable)
        })
      await studentOutbox.flush()
      const standing = studentOutbox.getSnapshot().items.find((candidate) => candidate.id === item.id)
      if (standing?.state === 'refused') {
        // Said here, in the open dialog, rather than again above the page.
        await studentOutbox.dismiss(item.id)
        throw new Error(serverText(standing.reason ?? '', texts) || texts.errors.general)
      }
      return standing ? 'waiting' : 'sent'
    },
    onSuccess: () => setContent(''),
  })
  const close = () => {
    send.reset()
    props.onClose()
  }
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={fill(texts.topic.feedbackTitle, { title: props.question.title })}
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack>
        {send.isSuccess ? (
          <Alert color={send.data === 'sent' ? 'teal' : 'blue'} role="status">
            {send.data === 'sent' ? texts.topic.feedbackSent : texts.outbox.feedbackWaiting}
          </Alert>
        ) : (
          <>
            <NativeSelect
              label={texts.topic.feedbackType}
              data={studentFeedbackTypeIds.map((id) => ({
                value: String(id),
                label: texts.topic.feedbackTypes[id] ?? '',
              }))}
              value={type}
              onChange={(event) => setType(event.currentTarget.value)}
              size="md"
            />
            <Textarea
              label={texts.topic.feedbackText}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              maxLength={studentLimits.feedbackMax}
              autosize
              minRows={3}
              error={send.isError ? send.error.message || texts.errors.general : undefined}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {texts.topic.cancel}
          </Button>
          {!send.isSuccess && (
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {texts.topic.send}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
