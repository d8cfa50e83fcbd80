import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

type Props = {
  heading: string
  hint?: string
  entries: readonly string[]
  max: number
  min: number
  maxLength: number
  labelOf: (number: number) => string
  removeLabelOf: (number: number) => string
  addLabel: string
  /** Adding and removing entries is locked (a taken check keeps its answers, decision 053). */
  fixed: boolean
  /** The texts are locked as well (a taken check's accepted answers are its key). */
  textsLocked?: boolean
  onText: (index: number, text: string) => void
  onAdd: () => void
  onRemove: (index: number) => void
  errorAt: (index: number) => string | undefined
  /** A message for the list as a whole (too few entries, no right answer marked). */
  listError?: string
  /** Beside each entry: the "richtig" radio or checkbox of a choice. */
  marker?: (index: number) => ReactNode
}

/**
 * The answers, accepted texts or steps of an item: one field each; Enter adds the next entry (or
 * moves to it), so a list is typed without leaving the keyboard's home row.
 */
export function EntryList(props: Props) {
  const { entries, fixed, textsLocked, errorAt, listError, marker } = props
  const headingId = useId()
  const list = useRef<HTMLDivElement>(null)
  const [focusIndex, setFocusIndex] = useState<{ index: number } | null>(null)
  const canAdd = !fixed && entries.length < props.max
  const canRemove = !fixed && entries.length > props.min

  useEffect(() => {
    if (!focusIndex) return
    list.current?.querySelectorAll<HTMLInputElement>('input[data-entry]')[focusIndex.index]?.focus()
  }, [focusIndex])

  function enter(index: number) {
    if (index < entries.length - 1) return setFocusIndex({ index: index + 1 })
    if (!canAdd) return
    props.onAdd()
    setFocusIndex({ index: entries.length })
  }

  function remove(index: number) {
    props.onRemove(index)
    setFocusIndex({ index: Math.max(0, Math.min(index, entries.length - 2)) })
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={headingId} ref={list}>
      <Text size="sm" fw={600} id={headingId}>
        {props.heading}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
      {listError && (
        <Text size="sm" c="red.8" tabIndex={-1} data-problem>
          {listError}
        </Text>
      )}
      {entries.map((entry, index) => (
        // Entries have no identity beyond their place: their fields are controlled, so the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={props.labelOf(index + 1)}
            placeholder={props.labelOf(index + 1)}
            value={entry}
            maxLength={props.maxLength}
            readOnly={textsLocked}
            error={errorAt(index)}
            autoComplete="off"
            data-entry
            style={{ flex: 1 }}
            onChange={(event) => props.onText(index, event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return
              event.preventDefault()
              enter(index)
            }}
          />
          {marker?.(index)}
          {!fixed && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={!canRemove}
              aria-label={props.removeLabelOf(index + 1)}
              onClick={() => remove(index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!fixed && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!canAdd}
          onClick={() => {
            props.onAdd()
            setFocusIndex({ index: entries.length })
          }}
        >
          {props.addLabel}
        </Button>
      )}
    </Stack>
  )
}
