import {
  countsInStatistics,
  EventType,
  gapOf,
  largeGapDirection,
  SolutionType,
  type StudentQuestion,
  studentFeedbackTypeIds,
  studentLimits,
} from '@lernraster/shared'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { useGuardedMutation } from '../../lib/use-guarded-mutation'
import { studentApi } from '../api/student-api'
import { errorText } from '../error-text'
import { GradeSelect } from '../grade-select'
import { useDecimal, useTexts } from '../language'
import { StoredFile } from '../stored-file'
import { fill } from '../texts'
import { HelpRequestPanel } from './help-request-panel'

/** A topic's questions: rate each, see its solution afterwards, leave feedback for the teacher. */
export function TopicPage() {
  const texts = useTexts()
  const params = useParams()
  const eventId = Number(params.eventId)
  const topicId = Number(params.topicId)
  const topic = useQuery({
    queryKey: ['topic', eventId, topicId],
    queryFn: () => studentApi.topic(eventId, topicId),
  })
  const isModule = topic.data?.event_type_id === EventType.module
  // The teacher's grades beside the student's own, once the teacher released them (issue 19).
  const teacherRatings = useQuery({
    queryKey: ['teacherRatings', eventId],
    queryFn: () => studentApi.teacherRatings(eventId),
    enabled: isModule,
  })
  // A 0 is "not rated yet" for the teacher as for the student (spec 2 §9): nothing to show.
  const teacherGrades = new Map(
    (teacherRatings.data?.ratings ?? [])
      .filter((rating) => countsInStatistics(rating.grade))
      .map((rating) => [rating.question_id, rating.grade]),
  )
  // The time on the page counts as the time spent on a question (spec 2 §9 "too fast").
  const openedAt = useRef(Date.now())
  if (topic.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (topic.isError) return <Alert color="red">{errorText(topic.error, texts)}</Alert>
  const data = topic.data
  const backToGrid = data.event_type_id === EventType.module
  return (
    <Stack py="md">
      <Anchor component={Link} to={backToGrid ? `/modules/${eventId}` : '/'}>
        ← {backToGrid ? texts.topic.back : texts.topic.backHome}
      </Anchor>
      <Title order={1}>{data.topic.title}</Title>
      <Text c="dimmed">
        {data.module_name} · {data.subject.title}
      </Text>
      {data.topic.description && <Text>{data.topic.description}</Text>}
      {!data.ratable && <Alert color="gray">{texts.topic.notRatable}</Alert>}
      {data.questions.map((question) => (
        <QuestionCard
          key={question.id}
          eventId={eventId}
          topicId={topicId}
          question={question}
          teacherGrade={teacherGrades.get(question.id)}
          ratable={data.ratable}
          openedAt={openedAt.current}
        />
      ))}
      {/* After the questions: help is asked for once the student has tried. */}
      {backToGrid && <HelpRequestPanel eventId={eventId} topicId={topicId} ratable={data.ratable} />}
    </Stack>
  )
}

function QuestionCard(props: {
  eventId: number
  topicId: number
  question: StudentQuestion
  /** The teacher's grade, once released; undefined otherwise. */
  teacherGrade: number | undefined
  ratable: boolean
  openedAt: number
}) {
  const { question } = props
  const texts = useTexts()
  const decimal = useDecimal()
  const queryClient = useQueryClient()
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  const rate = useGuardedMutation({
    mutationFn: (grade: number) =>
      studentApi.rate({
        event_id: props.eventId,
        question_id: question.id,
        grade,
        seconds_spent: Math.min(
          studentLimits.secondsSpentMax,
          Math.round((Date.now() - props.openedAt) / 1000),
        ),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['topic', props.eventId, props.topicId] })
      void queryClient.invalidateQueries({ queryKey: ['grid', props.eventId] })
      void queryClient.invalidateQueries({ queryKey: ['modules'] })
      void queryClient.invalidateQueries({ queryKey: ['homework'] })
      void queryClient.invalidateQueries({ queryKey: ['nextStep', props.eventId] })
    },
  })
  const grade = question.rating?.grade ?? null
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
            onChange={(value) => rate.mutate(value)}
            disabled={!props.ratable || rate.isPending}
          />
          <Button
            variant="subtle"
            aria-label={fill(texts.topic.feedbackOf, { title: question.title })}
            onClick={() => setFeedbackOpen(true)}
          >
            {texts.topic.feedback}
          </Button>
        </Group>
        {rate.isError && <Alert color="red">{errorText(rate.error, texts)}</Alert>}
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

function FeedbackDialog(props: {
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
      studentApi.sendFeedback({
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
