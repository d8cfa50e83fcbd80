import type { CheckAnswer } from '@lernraster/shared'
import { ActionIcon, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ItemDraft, OptionDraft } from './check-draft'
import { moved } from './check-moves'

type Props = {
  item: ItemDraft
  label: string
  answer: CheckAnswer | undefined
  disabled: boolean
  onAnswer: (answer: CheckAnswer) => void
}

/**
 * The steps as a student first gets them: shuffled. The preview turns them by one place, the same on
 * every render, so they are never already in the right order.
 */
export const previewSteps = (steps: OptionDraft[]) => [...steps.slice(1), ...steps.slice(0, 1)]

/** A student's input for one item, without the right answer (the preview's own; see check-preview). */
export function PreviewAnswer({ item, label, answer, disabled, onAnswer }: Props) {
  const { t } = useTranslation()
  switch (item.kind) {
    case 'single':
      return (
        <Radio.Group
          aria-label={label}
          value={answer?.kind === 'single' ? answer.option : null}
          onChange={(option) => onAnswer({ kind: 'single', option })}
        >
          <Stack gap={6}>
            {item.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.text} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      )
    case 'multiple':
      return (
        <Checkbox.Group
          aria-label={label}
          value={answer?.kind === 'multiple' ? answer.options : []}
          onChange={(options) => onAnswer({ kind: 'multiple', options })}
        >
          <Stack gap={6}>
            {item.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={option.text} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      )
    case 'number':
    case 'text':
      return (
        <Group gap="xs" align="center">
          <TextInput
            aria-label={label}
            placeholder={t('checkEditor.preview.numberAnswer')}
            inputMode={item.kind === 'number' ? 'decimal' : undefined}
            autoComplete="off"
            value={answer?.kind === item.kind ? answer.value : ''}
            disabled={disabled}
            onChange={(event) =>
              onAnswer({ kind: item.kind, value: event.currentTarget.value } as CheckAnswer)
            }
          />
          {item.kind === 'number' && item.unit && <Text size="sm">{item.unit}</Text>}
        </Group>
      )
    case 'order': {
      const order = answer?.kind === 'order' ? answer.steps : previewSteps(item.steps).map((step) => step.id)
      const textOf = (id: string) => item.steps.find((step) => step.id === id)?.text ?? ''
      return (
        <Stack component="ol" gap={4} pl="md" m={0} aria-label={label}>
          {order.map((id, index) => (
            <Group component="li" key={id} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {textOf(id)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={disabled || index === 0}
                aria-label={t('checkEditor.preview.orderUp', { text: textOf(id) })}
                onClick={() => onAnswer({ kind: 'order', steps: moved(order, index, -1) })}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={disabled || index === order.length - 1}
                aria-label={t('checkEditor.preview.orderDown', { text: textOf(id) })}
                onClick={() => onAnswer({ kind: 'order', steps: moved(order, index, 1) })}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )
    }
  }
}
