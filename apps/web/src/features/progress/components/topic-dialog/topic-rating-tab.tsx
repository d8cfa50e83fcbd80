import './topic-rating-tab.css'
import { type ProgressTopic, teacherRatingLimits } from '@lernraster/shared'
import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core'
import { IconKeyboard } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTopicUsers } from '../../api/progress-api'
import { useStoreTeacherRatings } from '../../api/store-teacher-ratings'
import { useTopicTeacherRatings } from '../../api/teacher-ratings-by-topic'
import { sortStudents, studentName } from '../../model/progress-grid'
import { formatGrade } from '../../model/student-format'
import { ratingRows, studentGradesByStudent, teacherGradesByStudent } from '../../model/teacher-ratings'
import { RatingApplyBar } from './rating-apply-bar'
import { RatingStudentList } from './rating-student-list'
import { TabLoadState } from './tab-load-state'

type Props = { eventId: number; topic: ProgressTopic }

/**
 * 'Bewertung' (issue 19): the teacher rates the class in this topic, beside each student's own
 * average: one student by keyboard or several selected at once, for the topic or one question.
 * Every grade is saved at once; the gap mark shows where the two ratings are 2 grades or more apart.
 */
export function TopicRatingTab({ eventId, topic }: Props) {
  const { t, i18n } = useTranslation()
  const users = useTopicUsers(eventId, topic.id)
  const ratings = useTopicTeacherRatings(eventId, topic.id)
  const questions = useMemo(() => [...topic.questions].sort((a, b) => a.order - b.order), [topic.questions])
  const questionIds = useMemo(() => questions.map((question) => question.id), [questions])
  const store = useStoreTeacherRatings(eventId, topic.id, questionIds)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [status, setStatus] = useState('')

  const rows = useMemo(
    () =>
      ratingRows(
        sortStudents(users.data ?? []),
        questionIds,
        studentGradesByStudent(topic),
        teacherGradesByStudent(ratings.data ?? []),
      ),
    [users.data, ratings.data, questionIds, topic],
  )

  if (!users.isSuccess) return <TabLoadState query={users} />
  if (!ratings.isSuccess) return <TabLoadState query={ratings} />
  if (questions.length === 0) return <Text c="dimmed">{t('progressRatings.noQuestions')}</Text>
  if (rows.length === 0) return <Text c="dimmed">{t('progressRatings.empty')}</Text>

  const grade = (value: number) => formatGrade(value, i18n.language)
  const allSelected = rows.every((row) => selected.has(row.student.id))

  function toggle(userId: number) {
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(userId)) next.add(userId)
      return next
    })
  }

  async function rateOne(userId: number, value: number) {
    const row = rows.find((candidate) => candidate.student.id === userId)
    if (await store.save({ userIds: [userId], grade: value })) {
      setStatus(
        t('progressRatings.saved', { name: row ? studentName(row.student) : '', grade: grade(value) }),
      )
    }
  }

  async function rateSelected(value: number, questionId: number | undefined) {
    const ids = rows.map((row) => row.student.id).filter((id) => selected.has(id))
    const parts: number[][] = []
    for (let start = 0; start < ids.length; start += teacherRatingLimits.studentsMax) {
      parts.push(ids.slice(start, start + teacherRatingLimits.studentsMax))
    }
    const results = await Promise.all(
      parts.map((userIds) => store.save({ userIds, grade: value, questionId })),
    )
    if (results.every(Boolean)) {
      setStatus(t('progressRatings.savedMany', { grade: grade(value), count: ids.length }))
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('progressRatings.intro')}</Text>
      <RatingApplyBar
        questions={questions}
        selectedCount={selected.size}
        busy={store.saving}
        onApply={rateSelected}
      />
      <Alert variant="light" color="gray" icon={<IconKeyboard size={18} aria-hidden />} p="xs">
        <Text size="xs" fw={700} span>
          {t('progressRatings.keys.title')}:{' '}
        </Text>
        <Text size="xs" span id={`rating-keys-${topic.id}`}>
          {t('progressRatings.keys.text')}
        </Text>
      </Alert>
      <Group justify="space-between">
        <Checkbox
          label={t('progressRatings.selectAll')}
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.student.id)))}
        />
        <Text size="sm" c="dimmed">
          {t('progressRatings.selected', { count: selected.size, total: rows.length })}
        </Text>
      </Group>
      <RatingStudentList
        rows={rows}
        questionCount={questions.length}
        selected={selected}
        onToggle={toggle}
        onGrade={(userId, value) => void rateOne(userId, value)}
        describedBy={`rating-keys-${topic.id}`}
      />
      <Text size="sm" role="status" aria-live="polite" mih={20}>
        {store.saving ? t('progressRatings.saving') : status}
      </Text>
    </Stack>
  )
}
