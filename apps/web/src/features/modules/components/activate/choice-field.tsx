import { Button, Loader, NativeSelect, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode, Ref } from 'react'

type Props = {
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  value: number | null
  onChange: (id: number | null) => void
  loading: boolean
  /** The refusal under the field (docs/product/runs.md "Activating"), or undefined. */
  error: string | undefined
  /** A plain note under the field: there is nothing to choose yet, or what was just created. */
  note: string | null
  selectRef: Ref<HTMLSelectElement>
  /** 'Neue Klasse erstellen': opens `createForm` in place. */
  createLabel: string
  creating: boolean
  onCreate: () => void
  createForm: ReactNode
}

/**
 * A class or a subject for the activation: chosen from the teacher's list or created on the spot,
 * with its refusal under it. A native select: every browser, screen reader and keyboard knows it.
 */
export function ChoiceField(props: Props) {
  const { label, placeholder, options, value, onChange, loading, error, note, selectRef } = props
  return (
    <Stack gap="xs">
      <NativeSelect
        ref={selectRef}
        label={label}
        data={[{ value: '', label: placeholder }, ...options]}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const raw = event.currentTarget.value
          onChange(raw === '' ? null : Number(raw))
        }}
        disabled={loading}
        rightSection={loading ? <Loader size="xs" aria-hidden /> : undefined}
        error={error}
        required
      />
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
      {props.creating ? (
        props.createForm
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.onCreate}
          style={{ alignSelf: 'flex-start' }}
          c="indigo.9"
        >
          {props.createLabel}
        </Button>
      )}
    </Stack>
  )
}
