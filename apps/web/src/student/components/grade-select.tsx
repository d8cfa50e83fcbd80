import { gradeSteps } from '@lernraster/shared'
import { Select } from '@mantine/core'
import { useDecimal } from '../language'

/** A grade of the Swiss scale as a list (0 to 6 in half steps), typed or picked by keyboard. */
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
  return (
    <Select
      label={props.label}
      aria-label={props.accessibleName}
      data={steps.map((step) => ({ value: String(step), label: decimal(step) }))}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => value !== null && props.onChange(Number(value))}
      disabled={props.disabled}
      allowDeselect={false}
      w={props.label.length > 20 ? 320 : 140}
      maw="100%"
      // 44 px high for a thumb (design.md, issue 32); md is Mantine's 42 px.
      size="md"
      styles={{ input: { minHeight: 44 } }}
    />
  )
}
