import { countsInStatistics, EventType } from '@lernraster/shared'
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { Link, useMatch, useParams } from 'react-router'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { CheckCard } from '../../check/components/check-card'
import { gridQuery } from '../../grid/api/grid'
import { helpRequestsQuery } from '../../help/api/help-requests'
import { HelpRequestPanel } from '../../help/components/help-request-panel'
import { useTeacherRatings, useTopic } from '../api/topic'
import { QuestionCard } from './question-card'

/** A topic's questions: rate each, see its solution afterwards, leave feedback for the teacher. */
export function TopicPage() {
  const texts = useTexts()
  const params = useParams()
  const eventId = Number(params.eventId)
  const topicId = Number(params.topicId)
  const topic = useTopic(eventId, topicId)
  // A module's topic says so in its address (/modules/…/topics/…): its teacher grades and help
  // requests are asked for beside the topic rather than after it. Older links learn it from the topic.
  const isModule =
    useMatch('/modules/:eventId/topics/:topicId') !== null || topic.data?.event_type_id === EventType.module
  const teacherRatings = useTeacherRatings(eventId, isModule)
  // Read by the help panel below the questions, under the same key.
  useQuery({ ...helpRequestsQuery(eventId), enabled: isModule })
  // Whether the run's class is archived (decision 051) its grid says, not the topic: usually cached
  // already, as the student came from the grid.
  const grid = useQuery({ ...gridQuery(eventId), enabled: isModule })
  const archivedIn = isModule ? grid.data?.archived_in : null
  // A 0 is "not rated yet" for the teacher as for the student (docs/product/progress.md "What counts"):
  // nothing to show.
  const teacherGrades = new Map(
    (teacherRatings.data?.ratings ?? [])
      .filter((rating) => countsInStatistics(rating.grade))
      .map((rating) => [rating.question_id, rating.grade]),
  )
  // The time on the page counts as the time spent on a question (docs/product/progress.md "Too fast").
  const openedAt = useRef(Date.now())
  if (topic.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (topic.isError) return <Alert color="red">{errorText(topic.error, texts)}</Alert>
  const data = topic.data
  const backToGrid = data.event_type_id === EventType.module
  // Feedback and help still reach the teacher of a finished module, but nothing goes into an
  // archived class (the server refuses it): until the grid has said which, a run that cannot be
  // rated offers neither, rather than offering it for a moment.
  const writable = data.ratable || archivedIn === null
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
      {typeof archivedIn === 'string' ? (
        <Alert color="gray" data-testid="read-only-note">
          {fill(texts.grid.archivedNote, { year: archivedIn })}
        </Alert>
      ) : (
        !data.ratable && <Alert color="gray">{texts.topic.notRatable}</Alert>
      )}
      {data.questions.map((question) => (
        <QuestionCard
          key={question.id}
          eventId={eventId}
          topicId={topicId}
          question={question}
          teacherGrade={teacherGrades.get(question.id)}
          ratable={data.ratable}
          feedback={writable}
          openedAt={openedAt.current}
        />
      ))}
      {/* After the questions: a check that opens once they are rated is the next thing to do. */}
      <CheckCard
        eventId={eventId}
        topicId={topicId}
        checkPath={`/${backToGrid ? 'modules' : 'events'}/${eventId}/topics/${topicId}/check`}
      />
      {/* After the questions: help is asked for once the student has tried. */}
      {backToGrid && writable && (
        <HelpRequestPanel
          eventId={eventId}
          topicId={topicId}
          topicTitle={data.topic.title}
          ratable={data.ratable}
        />
      )}
    </Stack>
  )
}
