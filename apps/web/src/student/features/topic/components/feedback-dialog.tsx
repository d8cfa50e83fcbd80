import { type StudentQuestion, studentFeedbackTypeIds, studentLimits } from '@lernraster/shared'
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { sendFeedback } from '../api/topic'

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
    mutationFn: () =>
      sendFeedback({
        event_id: props.eventId,
        question_id: props.question.id,
        feedback_type_id: Number(type),
        content,
      }),
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
          <Alert color="teal" role="status">
            {texts.topic.feedbackSent}
          </Alert>
        ) : (
          <>
            <Select
              label={texts.topic.feedbackType}
              data={studentFeedbackTypeIds.map((id) => ({
                value: String(id),
                label: texts.topic.feedbackTypes[id] ?? '',
              }))}
              value={type}
              onChange={(value) => value && setType(value)}
              allowDeselect={false}
            />
            <Textarea
              label={texts.topic.feedbackText}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              maxLength={studentLimits.feedbackMax}
              autosize
              minRows={3}
              error={send.isError ? errorText(send.error, texts) : undefined}
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
