import { gradeSteps } from '@lernraster/shared'
import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatGrade } from '../../model/student-format'

type Props = {
  /** The accessible name; the list is compact and shows no label of its own unless `label` is set. */
  name: string
  label?: string
  value: number | null
  onChange: (grade: number) => void
  disabled?: boolean
  width?: number
}

/**
 * The teacher's grade as a compact list: 0 to 6 in half steps, written 4,5 in German, typed or picked
 * by keyboard (the students' own list, student/components/grade-select.tsx, speaks the student app's language).
 */
export function TeacherGradeSelect({ name, label, value, onChange, disabled, width = 96 }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <Select
      label={label}
      aria-label={label ? undefined : name}
      placeholder={t('progressRatings.noValue')}
      data={gradeSteps.map((step) => ({ value: String(step), label: formatGrade(step, i18n.language) }))}
      value={value === null ? null : String(value)}
      onChange={(picked) => picked !== null && onChange(Number(picked))}
      disabled={disabled}
      allowDeselect={false}
      size="xs"
      w={width}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
