import type { StudentExam } from '@lernraster/shared'
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { GradeSelect } from '../../../components/grade-select'
import { useDecimal, useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { swissDateText } from '../../../lib/plain-format'
import { homeKeys } from '../../../lib/query-keys'
import { fill } from '../../../locales'
import { assessExam, useExams } from '../api/home-queries'

/** Exams: the student's own estimate before the exam date and after it, beside the grade. */
export function ExamsSection() {
  const texts = useTexts()
  const exams = useExams()
  return (
    <Stack component="section" aria-labelledby="exams-title">
      <Title order={2} id="exams-title" size="h3">
        {texts.home.exams}
      </Title>
      {exams.data?.length === 0 && <Text>{texts.home.noExams}</Text>}
      {exams.data?.map((exam) => (
        <ExamCard key={exam.event_id} exam={exam} />
      ))}
    </Stack>
  )
}

function ExamCard({ exam }: { exam: StudentExam }) {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const current = exam.phase === 'before' ? exam.before : exam.after
  const [value, setValue] = useState<number | null>(current)
  const save = useGuardedMutation({
    mutationFn: () =>
      assessExam({ event_id: exam.event_id, [exam.phase]: value ?? undefined } as {
        event_id: number
        before?: number
        after?: number
      }),
    onSuccess: (list) => queryClient.setQueryData(homeKeys.exams, list),
  })
  const decimal = useDecimal()
  const show = (grade: number | null) => (grade === null ? '–' : decimal(grade))
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Text fw={600}>{exam.topic.title}</Text>
        <Text size="sm" c="dimmed">
          {exam.subject.title} · {fill(texts.home.examOn, { date: swissDateText(exam.due_at) })}
        </Text>
        <Text size="sm">
          {texts.home.before}: {show(exam.before)} · {texts.home.after}: {show(exam.after)} ·{' '}
          {texts.home.grade}: {show(exam.grade)}
        </Text>
        <Group align="flex-end">
          <GradeSelect
            label={exam.phase === 'before' ? texts.home.assessBefore : texts.home.assessAfter}
            value={value}
            onChange={setValue}
          />
          <Button onClick={() => save.mutate()} disabled={value === null} loading={save.isPending}>
            {texts.home.save}
          </Button>
        </Group>
        {save.isError && <Alert color="red">{errorText(save.error, texts)}</Alert>}
      </Stack>
    </Card>
  )
}
