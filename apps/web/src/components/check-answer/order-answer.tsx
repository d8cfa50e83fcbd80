import type { StudentCheckItem } from '@lernraster/shared'
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { type CheckAnswerTexts, fillText } from './check-answer-texts'

/** Moves the step at `from` one place up (-1) or down (+1). */
export function moveStep(steps: readonly string[], from: number, by: -1 | 1): string[] {
  const to = from + by
  if (to < 0 || to >= steps.length) return [...steps]
  const moved = [...steps]
  ;[moved[from], moved[to]] = [moved[to] as string, moved[from] as string]
  return moved
}

/**
 * Steps put in order with an up and a down button each, 44 px: no drag-only interaction (WCAG 2.5.7),
 * and one thumb reaches them. Until the student moves a step the item is unanswered: the server never
 * shows the steps in their right order (decision 053), so the order as shown is no answer.
 */
export function OrderAnswer(props: {
  item: StudentCheckItem
  value: string[] | undefined
  onChange: (steps: string[]) => void
  disabled?: boolean
  labelledBy: string
  texts: CheckAnswerTexts
}) {
  const shown = props.item.options.map((option) => option.id)
  // An answer from an older version of the item (a step the list no longer has) shows the list as sent.
  const current =
    props.value && props.value.length === shown.length && shown.every((id) => props.value?.includes(id))
      ? props.value
      : shown
  const textOf = new Map(props.item.options.map((option) => [option.id, option.text]))
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {props.texts.orderHint}
      </Text>
      <Stack
        gap="xs"
        component="ol"
        aria-labelledby={props.labelledBy}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {current.map((id, index) => {
          const text = textOf.get(id) ?? ''
          return (
            <Paper key={id} component="li" withBorder radius="md" p={4} pl="sm">
              <Group wrap="nowrap" gap="xs" justify="space-between">
                <Text style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={700} mr={6}>
                    {index + 1}.
                  </Text>
                  {text}
                </Text>
                <Group wrap="nowrap" gap={4}>
                  <ActionIcon
                    size={44}
                    variant="light"
                    aria-label={fillText(props.texts.stepUp, { text })}
                    disabled={props.disabled || index === 0}
                    onClick={() => props.onChange(moveStep(current, index, -1))}
                  >
                    <IconArrowUp size={22} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size={44}
                    variant="light"
                    aria-label={fillText(props.texts.stepDown, { text })}
                    disabled={props.disabled || index === current.length - 1}
                    onClick={() => props.onChange(moveStep(current, index, 1))}
                  >
                    <IconArrowDown size={22} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          )
        })}
      </Stack>
    </Stack>
  )
}
