import {
  gapOf,
  largeGapDirection,
  SolutionType,
  type StudentQuestion,
  studentLimits,
} from '@lernraster/shared'
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { GradeSelect } from '../../../components/grade-select'
import { StoredFile } from '../../../components/stored-file'
import { useDecimal, useTexts } from '../../../language'
import { fill } from '../../../locales'
import { studentOutbox } from '../../outbox/api/student-outbox'
import { useOutbox, usePendingRating } from '../../outbox/model/use-outbox'
import { FeedbackDialog } from './feedback-dialog'

/** One question: the student's grade (and the teacher's, once released), its material and solution. */
export function QuestionCard(props: {
  eventId: number
  topicId: number
  question: StudentQuestion
  /** The teacher's grade, once released; undefined otherwise. */
  teacherGrade: number | undefined
  ratable: boolean
  /** Feedback to the teacher is offered: not in an archived class (decision 051). */
  feedback: boolean
  openedAt: number
}) {
  const { question } = props
  const texts = useTexts()
  const decimal = useDecimal()
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const pending = usePendingRating(props.eventId, question.id)
  const { connection } = useOutbox()
  // Every rating goes through the outbox: kept on the device first, then sent (issue 32 item 4).
  const rate = (grade: number) => {
    const { client_id, at } = studentOutbox.newWriteId()
    const seconds = Math.round((Date.now() - props.openedAt) / 1000)
    studentOutbox
      .add(
        {
          kind: 'rating',
          body: {
            event_id: props.eventId,
            question_id: question.id,
            grade,
            seconds_spent: Math.min(studentLimits.secondsSpentMax, seconds),
            client_id,
            rated_at: at,
          },
        },
        { title: question.title, grade },
      )
      .then(() => setUnavailable(false))
      .catch(() => setUnavailable(true))
  }
  const grade = pending?.label.grade ?? question.rating?.grade ?? null
  const gap = largeGapDirection(gapOf(question.rating?.grade, props.teacherGrade))
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        {/* The grades go under a long title on a phone rather than cutting it or themselves. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{question.title}</Text>
          <Group gap="xs">
            {props.teacherGrade !== undefined && (
              <Badge
                color="indigo.9"
                variant="outline"
                aria-label={fill(texts.teacherRating.gradeOf, {
                  title: question.title,
                  grade: decimal(props.teacherGrade),
                })}
              >
                {fill(texts.teacherRating.grade, { grade: decimal(props.teacherGrade) })}
              </Badge>
            )}
            {question.rating ? (
              <Badge color={question.rating.grade >= question.rating.goal ? 'teal.9' : 'red.9'}>
                {fill(texts.topic.rated, { grade: decimal(question.rating.grade) })}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline">
                {texts.topic.notRated}
              </Badge>
            )}
          </Group>
        </Group>
        {gap && (
          <Text size="sm" c="indigo.9">
            <span aria-hidden>{gap === 'higher' ? '↑' : '↓'} </span>
            {texts.teacherRating[gap]}
          </Text>
        )}
        {question.description && <Text size="sm">{question.description}</Text>}
        {question.file && (
          <StoredFile path={question.file} alt={fill(texts.topic.imageOf, { title: question.title })} />
        )}
        {question.link && (
          <Anchor href={question.link} target="_blank" rel="noopener noreferrer" size="sm">
            {texts.topic.link}
          </Anchor>
        )}
        <Group align="flex-end">
          <GradeSelect
            label={texts.topic.rate}
            accessibleName={fill(texts.topic.rateOf, { title: question.title })}
            value={grade}
            onChange={rate}
            disabled={!props.ratable}
          />
          {props.feedback && (
            <Button
              variant="subtle"
              aria-label={fill(texts.topic.feedbackOf, { title: question.title })}
              onClick={() => setFeedbackOpen(true)}
            >
              {texts.topic.feedback}
            </Button>
          )}
        </Group>
        {pending?.label.grade !== undefined && (
          <Text size="sm" c="dimmed" data-testid="rating-waiting">
            {fill(connection === 'offline' ? texts.outbox.waiting : texts.outbox.sending, {
              grade: decimal(pending.label.grade),
            })}
          </Text>
        )}
        {unavailable && <Alert color="red">{texts.outbox.unavailable}</Alert>}
        {question.solutions.map((solution) => (
          <Alert key={solution.id} color="indigo" title={texts.topic.solution}>
            {solution.content_type_id === SolutionType.file ? (
              <StoredFile
                path={solution.content}
                alt={fill(texts.topic.solutionImageOf, { title: question.title })}
              />
            ) : solution.content_type_id === SolutionType.link ? (
              <Anchor href={solution.content} target="_blank" rel="noopener noreferrer">
                {solution.content}
              </Anchor>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {solution.content}
              </Text>
            )}
          </Alert>
        ))}
        {question.has_solution && question.solutions.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.topic.solutionAfterRating}
          </Text>
        )}
      </Stack>
      <FeedbackDialog
        opened={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
        eventId={props.eventId}
        question={question}
      />
    </Card>
  )
}
