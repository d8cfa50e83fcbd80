import { Button, Group, Paper, Stack } from '@mantine/core'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** The group's accessible name ('Neue Klasse', 'Neues Fach'). */
  label: string
  /** What is created, for data-create: the journeys find the frame by it. */
  kind: 'group' | 'subject'
  /** The create button's text. */
  createLabel: string
  busy: boolean
  onCreate: () => void
  onCancel: () => void
  /** The fields. */
  children: ReactNode
}

/**
 * The grey box in which the activate dialog creates a class or a subject on the spot: the fields, then
 * the create and cancel buttons. It is not a form of its own (it sits inside the dialog's form), so
 * the fields take Enter with `createOnEnter`.
 */
export function InlineCreateFrame({ label, kind, createLabel, busy, onCreate, onCancel, children }: Props) {
  const { t } = useTranslation()
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      role="group"
      aria-label={label}
      data-create={kind}
    >
      <Stack gap="xs">
        {children}
        <Group gap="xs">
          <Button size="compact-sm" onClick={onCreate} loading={busy}>
            {createLabel}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** A field's keydown: Enter creates here instead of sending the dialog's activation. */
export function createOnEnter(create: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    create()
  }
}
