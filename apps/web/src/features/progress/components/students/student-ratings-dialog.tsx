import { modalWidths, type ProgressRating } from '@lernraster/shared'
import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStoreTeacherRatings } from '../../api/store-teacher-ratings'
import { useTopicTeacherRatings } from '../../api/teacher-ratings-by-topic'
import { deviationArrow, gradeDeviation } from '../../model/goal-colour'
import { type StudentTile, topicNumber } from '../../model/student-cards'
import { formatGrade } from '../../model/student-format'
import { questionGapDirection, teacherGradesByStudent } from '../../model/teacher-ratings'
import { CheckOverride } from '../checks/check-override'
import { GapMark } from '../ratings/gap-mark'
import { RatingHistory } from '../ratings/rating-history'
import { TeacherGradeSelect } from '../ratings/teacher-grade-select'
import { useRunArchived } from '../run-archive'
import { useTileWords } from './use-tile-words'

export type OpenedRatings = { name: string; userId: number; tile: StudentTile }

type Props = {
  eventId: number
  /** The student and tile to show; null keeps the dialog closed. */
  opened: OpenedRatings | null
  onClose: () => void
}

/**
 * docs/product/progress.md "Student progress screen": a tile's ratings, titled with the student's name:
 * 'Frage' and 'Note' per question, the grade green at or above the goal the student had when rating,
 * otherwise red, with an arrow and the words for screen readers and colour-blind teachers. Issue 19 adds
 * 'Lehrperson': the teacher's grade per question, changed right here (saved at once) or for the whole topic,
 * its history, and a mark where the two are 2 grades or more apart.
 */
export function StudentRatingsDialog({ eventId, opened, onClose }: Props) {
  const { t } = useTranslation()
  // The last ratings stay while the dialog closes, so its content does not vanish under the animation.
  const [shown, setShown] = useState(opened)
  if (opened && opened !== shown) setShown(opened)
  const current = opened ?? shown
  const topic = current?.tile.topic

  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      size={modalWidths.default}
      title={<Text fw={700}>{current?.name}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {current && topic && (
        <Stack gap="md">
          <RatingsBody eventId={eventId} current={current} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

function RatingsBody({ eventId, current }: { eventId: number; current: OpenedRatings }) {
  const { t, i18n } = useTranslation()
  const topic = current.tile.topic!
  const questions = [...topic.questions].sort((a, b) => a.order - b.order)
  const questionIds = questions.map((question) => question.id)
  const own = new Map(current.tile.standing?.evaluations.map((rating) => [rating.question_id, rating]))
  const teacherQuery = useTopicTeacherRatings(eventId, topic.id)
  const teacher = teacherGradesByStudent(teacherQuery.data ?? []).get(current.userId)
  const store = useStoreTeacherRatings(eventId, topic.id, questionIds)
  const [wholeTopic, setWholeTopic] = useState<number | null>(null)
  const ready = teacherQuery.isSuccess
  // An archived class's run shows the teacher's grades but takes no new ones (issue 36).
  const archived = useRunArchived()

  return (
    <>
      <Text c="dimmed" size="sm">
        {t('progressStudents.ratings.topic', { number: topicNumber(current.tile), title: topic.title })}
        {current.tile.standing &&
          ` · ${t('progressShared.goal', { goal: formatGrade(current.tile.standing.goal, i18n.language) })}`}
      </Text>
      {!archived && (
        <Group gap="xs" align="flex-end">
          <TeacherGradeSelect
            label={t('progressRatings.ratingList.wholeTopicLabel')}
            name={t('progressRatings.ratingList.wholeTopicLabel')}
            value={wholeTopic}
            onChange={setWholeTopic}
            disabled={!ready}
            width={320}
          />
          <Button
            variant="default"
            size="xs"
            disabled={!ready || wholeTopic === null || questionIds.length === 0}
            loading={store.saving}
            onClick={() =>
              wholeTopic !== null && void store.save({ userIds: [current.userId], grade: wholeTopic })
            }
          >
            {t('progressRatings.ratingList.wholeTopicSubmit')}
          </Button>
        </Group>
      )}
      {teacherQuery.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('progressStats.topic.loadError')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('progressStudents.ratings.question')}</Table.Th>
              <Table.Th w={110}>{t('progressStudents.ratings.grade')}</Table.Th>
              <Table.Th w={150}>{t('progressRatings.teacher')}</Table.Th>
              <Table.Th w={190}>{t('progressRatings.ratingList.gap')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((question) => {
              const rating = own.get(question.id)
              const teacherGrade = teacher?.get(question.id)
              return (
                <Table.Tr key={question.id} data-question={question.id}>
                  <Table.Td>{question.title}</Table.Td>
                  <Table.Td>
                    <OwnGrade rating={rating} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <TeacherGradeSelect
                        name={t('progressRatings.ratingList.teacherGrade', { question: question.title })}
                        value={teacherGrade ?? null}
                        disabled={!ready || archived}
                        onChange={(grade) =>
                          void store.save({ userIds: [current.userId], grade, questionId: question.id })
                        }
                      />
                      {teacherGrade !== undefined && (
                        <RatingHistory
                          eventId={eventId}
                          userId={current.userId}
                          questionId={question.id}
                          question={question.title}
                        />
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <GapMark direction={questionGapDirection(rating?.grade, teacherGrade)} />
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {current.tile.check.state !== 'none' && (
        <CheckOverride
          key={`${current.userId}:${topic.id}`}
          eventId={eventId}
          userId={current.userId}
          topicId={topic.id}
          mark={current.tile.check}
          readOnly={archived}
        />
      )}
    </>
  )
}

/** The student's own grade against the goal they had when rating; a dash before their first. */
function OwnGrade({ rating }: { rating: ProgressRating | undefined }) {
  const { t, i18n } = useTranslation()
  const words = useTileWords()
  if (!rating) {
    return (
      <Text span c="dimmed">
        <span aria-hidden>{t('progressRatings.noValue')}</span>
        <VisuallyHidden>{t('progressRatings.ratingList.notRated')}</VisuallyHidden>
      </Text>
    )
  }
  const deviation = gradeDeviation(rating.grade, rating.goal)
  const side = words.side({ deviation })
  return (
    <Badge
      variant="filled"
      size="lg"
      // White text above 4.5:1 on both: red-8, and teal-9 (the grid's blue-leaning green).
      color={deviation.side === 'below' ? 'red.8' : 'teal.9'}
      radius="sm"
      style={{ textTransform: 'none' }}
      title={t('progressShared.goal', { goal: formatGrade(rating.goal, i18n.language) })}
      data-side={deviation.side}
    >
      <span aria-hidden>
        {formatGrade(rating.grade, i18n.language)} {deviationArrow(deviation)}
      </span>
      <VisuallyHidden>
        {t('progressStudents.ratings.gradeOf', { grade: formatGrade(rating.grade, i18n.language), side })}
      </VisuallyHidden>
    </Badge>
  )
}
