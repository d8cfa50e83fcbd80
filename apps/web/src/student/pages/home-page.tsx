import type { StudentExam } from '@lernraster/shared'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { useGuardedMutation } from '../../lib/use-guarded-mutation'
import { studentApi } from '../api/student-api'
import { errorText } from '../error-text'
import { InstallCard } from '../features/installable/components/install-card'
import { GradeSelect } from '../grade-select'
import { useDecimal, useTexts } from '../language'
import { fill } from '../texts'

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** The student's start: classes (and joining one), modules, homework and exams. */
export function HomePage() {
  const texts = useTexts()
  const me = useQuery({ queryKey: ['me'], queryFn: studentApi.userInfo })
  // The sections appear together: each one's answer arriving after the others pushed them down (a
  // layout shift of 0.4 in Lighthouse's mobile audit, decision 029). The same queries as the sections'.
  const loading = useQueries({
    queries: [
      { queryKey: ['modules'], queryFn: studentApi.modules },
      { queryKey: ['homework'], queryFn: studentApi.homework },
      { queryKey: ['exams'], queryFn: studentApi.exams },
      { queryKey: ['classes'], queryFn: studentApi.classes },
    ],
  }).some((query) => query.isPending)
  return (
    <Stack gap="xl" py="md">
      <Title order={1}>
        {me.data ? fill(texts.home.greeting, { name: me.data.firstname }) : texts.home.title}
      </Title>
      <InstallCard only="ios" />
      {loading ? (
        <Loader role="status" aria-label={texts.errors.loading} />
      ) : (
        <>
          <ModulesSection />
          <HomeworkSection />
          <ExamsSection />
          <ClassesSection />
          <InstallCard only="prompt" />
        </>
      )}
    </Stack>
  )
}

function ClassesSection() {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const classes = useQuery({ queryKey: ['classes'], queryFn: studentApi.classes })
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const join = useGuardedMutation({
    mutationFn: () => studentApi.joinClass(code),
    onSuccess: (list) => {
      queryClient.setQueryData(['classes'], list)
      void queryClient.invalidateQueries()
      setCode('')
      setMessage({ ok: true, text: texts.home.joined })
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, texts) }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    join.mutate()
  }
  return (
    <Stack component="section" aria-labelledby="classes-title">
      <Title order={2} id="classes-title" size="h3">
        {texts.home.classes}
      </Title>
      {classes.data?.length === 0 && <Text>{texts.home.noClasses}</Text>}
      <Group gap="sm">
        {classes.data?.map((group) => (
          <Badge
            key={group.id}
            size="lg"
            tt="none"
            variant={group.active ? 'light' : 'outline'}
            color={group.active ? 'indigo' : 'gray.7'}
          >
            {group.name} ·{' '}
            {fill(texts.home.teacher, { name: `${group.teacher.firstname} ${group.teacher.lastname}` })}
            {!group.active && ` · ${texts.home.inactive}`}
          </Badge>
        ))}
      </Group>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label={texts.home.joinLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            maxLength={20}
            error={message && !message.ok ? message.text : undefined}
          />
          <Button type="submit" loading={join.isPending}>
            {texts.home.joinButton}
          </Button>
        </Group>
      </form>
      {message?.ok && (
        <Alert color="teal" role="status">
          {message.text}
        </Alert>
      )}
    </Stack>
  )
}

function ModulesSection() {
  const texts = useTexts()
  const decimal = useDecimal()
  const modules = useQuery({ queryKey: ['modules'], queryFn: studentApi.modules })
  if (modules.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (modules.isError) return <Alert color="red">{errorText(modules.error, texts)}</Alert>
  return (
    <Stack component="section" aria-labelledby="modules-title">
      <Title order={2} id="modules-title" size="h3">
        {texts.home.modules}
      </Title>
      {modules.data.length === 0 && <Text>{texts.home.noModules}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {modules.data.map((module) => (
          <Card key={module.event_id} withBorder padding="md">
            <Stack gap="xs">
              {/* The badge goes under a long name rather than squeezing it (or itself). */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={650}>{module.module.name}</Text>
                {module.finished && <Badge color="gray.7">{texts.home.finished}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {module.group.name} · {module.subject.title}
              </Text>
              <Progress
                value={module.progress}
                aria-label={fill(texts.home.progress, { progress: module.progress })}
              />
              <Text size="sm">{fill(texts.home.progress, { progress: module.progress })}</Text>
              {module.average !== null && (
                <Text size="sm" c={module.average >= module.goal ? 'teal.8' : 'red.8'}>
                  {fill(texts.home.average, { average: decimal(module.average), goal: decimal(module.goal) })}
                </Text>
              )}
              {/* A finished module is only looked at: the quieter button says so. */}
              <Button
                component={Link}
                to={`/modules/${module.event_id}`}
                variant={module.finished ? 'default' : 'filled'}
              >
                {texts.home.open}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function HomeworkSection() {
  const texts = useTexts()
  const homework = useQuery({ queryKey: ['homework'], queryFn: studentApi.homework })
  return (
    <Stack component="section" aria-labelledby="homework-title">
      <Title order={2} id="homework-title" size="h3">
        {texts.home.homework}
      </Title>
      {homework.data?.length === 0 && <Text>{texts.home.noHomework}</Text>}
      {homework.data?.map((item) => (
        <Card key={item.event_id} withBorder padding="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/events/${item.event_id}/topics/${item.topic.id}`} fw={600}>
                {item.topic.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.subject.title} · {item.module_name} ·{' '}
                {fill(texts.home.due, { date: dateOf(item.due_at) })}
              </Text>
              <Text size="sm">
                {fill(texts.home.ratedOf, { rated: item.rated_count, total: item.questions_count })}
              </Text>
            </Stack>
            {item.done ? (
              <Badge color="teal.9">{texts.home.done}</Badge>
            ) : (
              item.overdue && <Badge color="red.9">{texts.home.overdue}</Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  )
}

function ExamsSection() {
  const texts = useTexts()
  const exams = useQuery({ queryKey: ['exams'], queryFn: studentApi.exams })
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
      studentApi.assessExam({ event_id: exam.event_id, [exam.phase]: value ?? undefined } as {
        event_id: number
        before?: number
        after?: number
      }),
    onSuccess: (list) => queryClient.setQueryData(['exams'], list),
  })
  const decimal = useDecimal()
  const show = (grade: number | null) => (grade === null ? '–' : decimal(grade))
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Text fw={600}>{exam.topic.title}</Text>
        <Text size="sm" c="dimmed">
          {exam.subject.title} · {fill(texts.home.examOn, { date: dateOf(exam.due_at) })}
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
