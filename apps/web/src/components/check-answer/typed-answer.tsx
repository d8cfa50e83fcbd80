import { checkLimits, type StudentCheckItem } from '@lernraster/shared'
import { Group, Text, TextInput } from '@mantine/core'

/**
 * A number as typed, in a text field: "3,5" must reach the server as the student wrote it (decision
 * 052 reads comma and point alike), which a number field would turn into 35 or refuse. The phone
 * shows its decimal keypad; the unit stands beside the field, since a unit typed into it is not a number.
 */
export function NumberAnswer(props: {
  item: StudentCheckItem
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  labelledBy: string
  label: string
  hint: string
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <TextInput
        style={{ flex: 1, maxWidth: 240 }}
        size="md"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={checkLimits.acceptedTextMax}
        aria-label={props.label}
        aria-describedby={props.labelledBy}
        description={props.hint}
        inputWrapperOrder={['input', 'description']}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        disabled={props.disabled}
      />
      {props.item.unit && (
        <Text size="lg" mt={8} fw={500}>
          {props.item.unit}
        </Text>
      )}
    </Group>
  )
}

/** A short text: no autocorrect, which would "fix" a technical term into a wrong one. */
export function TextAnswer(props: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  labelledBy: string
  label: string
}) {
  return (
    <TextInput
      size="md"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="done"
      maxLength={checkLimits.acceptedTextMax}
      aria-label={props.label}
      aria-describedby={props.labelledBy}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      disabled={props.disabled}
    />
  )
}
