import { gradeSteps } from '@lernraster/shared'
import { NativeSelect } from '@mantine/core'
import { useDecimal } from '../language'

/** What an unrated list shows: no grade is chosen yet. */
const noGrade = ''

/**
 * A grade of the Swiss scale (0 to 6 in half steps) as the phone's own list: one thumb opens the
 * system's picker, a keyboard types the digit. Native rather than Mantine's Select, whose floating
 * list, measured on every open, was much of a topic page's work on a slow phone (decision 029).
 */
export function GradeSelect(props: {
  label: string
  /** The name a screen reader says, when the label alone is the same for several lists. */
  accessibleName?: string
  value: number | null
  onChange: (grade: number) => void
  disabled?: boolean
  minimum?: number
}) {
  const decimal = useDecimal()
  const steps = gradeSteps.filter((step) => step >= (props.minimum ?? 0))
  const options = steps.map((step) => ({ value: String(step), label: decimal(step) }))
  return (
    <NativeSelect
      label={props.label}
      aria-label={props.accessibleName}
      data={props.value === null ? [{ value: noGrade, label: '–', disabled: true }, ...options] : options}
      value={props.value === null ? noGrade : String(props.value)}
      onChange={(event) => {
        const value = event.currentTarget.value
        if (value !== noGrade) props.onChange(Number(value))
      }}
      disabled={props.disabled}
      w={props.label.length > 20 ? 320 : 140}
      maw="100%"
      // 44 px high for a thumb (docs/design.md "Touch targets", issue 32); md is Mantine's 42 px.
      size="md"
      styles={{ input: { minHeight: 44 } }}
    />
  )
}
