import type { PlannedEvent } from '@lernraster/shared'
import { Alert, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../components/load-error-alert'
import { PageLoader } from '../../../components/page-loader'
import { failureKey, isApiError } from '../../../lib/api-error'
import { decimalLocale } from '../../../lib/decimal-locale'
import { showSnackbar } from '../../../lib/snackbar'
import { useExamResultsQuery, useSaveExamGradesMutation } from '../api/planned-events'
import { changedGrades, draftOf, examGradeSteps, gradeOfValue, gradeValue } from '../model/grade-draft'
import { planningMessageKey } from '../model/planning-messages'

/** 4,5 in German (docs/design.md "Numbers and dates"); de-CH would write 4.5. */
const decimal = (value: number, language: string) => value.toLocaleString(decimalLocale(language))

/**
 * The students of an exam's class with their self-assessment before and after, and the grade the
 * teacher enters: a list of selects, typed through with the keyboard (Tab, a digit, Tab), saved at once.
 */
export function ExamGrades({ event }: { event: PlannedEvent }) {
  const { t, i18n } = useTranslation()
  const results = useExamResultsQuery(event.id)
  const save = useSaveExamGradesMutation()
  const [draft, setDraft] = useState<Map<number, number | null> | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (results.isPending) return <PageLoader />
  if (results.isError) return <LoadErrorAlert message={t('planning.grades.loadError')} query={results} />
  const rows = results.data
  if (rows.length === 0) return <Text size="sm">{t('planning.grades.empty')}</Text>
  const current = draft ?? draftOf(rows)
  const changes = changedGrades(rows, current)
  const shown = (value: number | null) =>
    value === null ? t('planning.grades.notAssessed') : decimal(value, i18n.language)

  function describe(error: unknown): string {
    const field = isApiError(error) ? Object.entries(error.errors)[0] : undefined
    if (field?.[1][0]) {
      // grades.3.user_id: the server names the row; the teacher reads the name.
      const index = Number(field[0].split('.')[1])
      const student = rows.find((row) => row.user.id === changes[index]?.user_id)
      const key = planningMessageKey(field[1][0])
      const text = key ? t(key) : field[1][0]
      return student ? `${student.user.firstname} ${student.user.lastname}: ${text}` : text
    }
    return t(failureKey(error))
  }

  function submit(submitted: FormEvent) {
    submitted.preventDefault()
    if (changes.length === 0) return
    setProblem(null)
    save.mutate(
      { id: event.id, grades: changes },
      {
        onSuccess: () => {
          setDraft(null)
          showSnackbar(t('planning.gradesSaved'))
        },
        onError: (error) => setProblem(describe(error)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('planning.grades.explain')}</Text>
        {problem && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Table
          verticalSpacing={4}
          aria-label={t('planning.actions.gradesOf', { topic: event.topic.title, group: event.group.name })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('planning.grades.student')}</Table.Th>
              <Table.Th>{t('planning.grades.before')}</Table.Th>
              <Table.Th>{t('planning.grades.after')}</Table.Th>
              <Table.Th>{t('planning.grades.grade')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = `${row.user.firstname} ${row.user.lastname}`
              return (
                <Table.Tr key={row.user.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{shown(row.before)}</Table.Td>
                  <Table.Td>{shown(row.after)}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      w={96}
                      aria-label={t('planning.grades.gradeOf', { name })}
                      value={gradeValue(current.get(row.user.id) ?? null)}
                      data={[
                        { value: '', label: t('planning.grades.none') },
                        ...examGradeSteps.map((step) => ({
                          value: String(step),
                          label: decimal(step, i18n.language),
                        })),
                      ]}
                      onChange={(changed) => {
                        const next = new Map(current)
                        next.set(row.user.id, gradeOfValue(changed.currentTarget.value))
                        setDraft(next)
                        setProblem(null)
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={changes.length === 0}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
