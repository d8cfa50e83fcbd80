import type { StudentCheckItem } from '@lernraster/shared'
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core'

/**
 * Choices as whole cards, each at least 48 px high: the thumb hits the card, not a 20 px circle
 * (docs/design.md "The student app": tap targets, one thumb). Mantine's cards are buttons with the
 * radio or checkbox role, so a screen reader says what is chosen.
 */
const cardStyle = { minHeight: 48, width: '100%' } as const

function ChoiceCardBody(props: { indicator: React.ReactNode; text: string }) {
  return (
    <Group wrap="nowrap" align="center" gap="sm" p="sm">
      {props.indicator}
      <Text style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>{props.text}</Text>
    </Group>
  )
}

export function SingleChoiceAnswer(props: {
  item: StudentCheckItem
  value: string | undefined
  onChange: (option: string) => void
  disabled?: boolean
  labelledBy: string
}) {
  return (
    <Radio.Group value={props.value ?? null} onChange={props.onChange} aria-labelledby={props.labelledBy}>
      <Stack gap="xs">
        {props.item.options.map((option) => (
          <Radio.Card
            key={option.id}
            value={option.id}
            disabled={props.disabled}
            radius="md"
            style={cardStyle}
          >
            <ChoiceCardBody indicator={<Radio.Indicator disabled={props.disabled} />} text={option.text} />
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  )
}

export function MultipleChoiceAnswer(props: {
  item: StudentCheckItem
  value: string[]
  onChange: (options: string[]) => void
  disabled?: boolean
  labelledBy: string
  hint: string
}) {
  // Kept in the item's order, whatever order they were tapped in: the same answer reads the same.
  const inItemOrder = (chosen: string[]) =>
    props.item.options.map((option) => option.id).filter((id) => chosen.includes(id))
  return (
    <Checkbox.Group
      value={props.value}
      onChange={(chosen) => props.onChange(inItemOrder(chosen))}
      aria-labelledby={props.labelledBy}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
        {props.item.options.map((option) => (
          <Checkbox.Card
            key={option.id}
            value={option.id}
            disabled={props.disabled}
            radius="md"
            style={cardStyle}
          >
            <ChoiceCardBody indicator={<Checkbox.Indicator disabled={props.disabled} />} text={option.text} />
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  )
}
