import type { ProgressQuestion } from '@lernraster/shared'
import { Button, Group, Select } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TeacherGradeSelect } from '../ratings/teacher-grade-select'

type Props = {
  questions: readonly ProgressQuestion[]
  selectedCount: number
  busy: boolean
  /** One grade for the selected students, on the whole topic or one question. */
  onApply: (grade: number, questionId: number | undefined) => Promise<void>
}

const wholeTopic = 'topic'

/** 'Note für die Auswahl': a grade and what it is for, set for every selected student at once. */
export function RatingApplyBar({ questions, selectedCount, busy, onApply }: Props) {
  const { t } = useTranslation()
  const [grade, setGrade] = useState<number | null>(null)
  const [scope, setScope] = useState<string>(wholeTopic)
  const scopes = [
    { value: wholeTopic, label: t('progressRatings.apply.wholeTopic') },
    ...questions.map((question, index) => ({
      value: String(question.id),
      label: t('progressRatings.apply.question', { number: index + 1, title: question.title }),
    })),
  ]
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('progressRatings.apply.label')}>
      <TeacherGradeSelect
        label={t('progressRatings.apply.grade')}
        name={t('progressRatings.apply.grade')}
        value={grade}
        onChange={setGrade}
        width={110}
      />
      <Select
        label={t('progressRatings.apply.scope')}
        data={scopes}
        value={scope}
        onChange={(value) => value !== null && setScope(value)}
        allowDeselect={false}
        size="xs"
        w={300}
      />
      <Button
        size="xs"
        disabled={grade === null || selectedCount === 0}
        loading={busy}
        title={selectedCount === 0 ? t('progressRatings.apply.none') : undefined}
        onClick={() =>
          grade !== null && void onApply(grade, scope === wholeTopic ? undefined : Number(scope))
        }
      >
        {t('progressRatings.apply.submit', { count: selectedCount })}
      </Button>
    </Group>
  )
}
