import { ActionIcon, Group, Text, TextInput } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  value: string
  onChange: (value: string) => void
  shown: number
  total: number
}

/**
 * docs/product/progress.md "Student progress screen": the search box filters on every keystroke (first or
 * last name, any case, trimmed); its cancel button empties it and is disabled while it is empty. The count is
 * announced politely.
 */
export function StudentSearch({ value, onChange, shown, total }: Props) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const empty = value === ''
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="md">
      <TextInput
        ref={input}
        label={t('progressStudents.search.label')}
        placeholder={t('progressStudents.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !empty) onChange('')
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={empty}
            aria-label={t('progressStudents.search.clear')}
            onClick={() => {
              onChange('')
              input.current?.focus()
            }}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        }
        w={{ base: '100%', xs: 360 }}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="student-count">
        {t('progressStudents.search.count', { shown, total })}
      </Text>
    </Group>
  )
}
