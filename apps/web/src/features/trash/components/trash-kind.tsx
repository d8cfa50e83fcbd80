import type { TrashKindName } from '@lernraster/shared'
import { Group, Text } from '@mantine/core'
import {
  IconBooks,
  IconLayoutColumns,
  IconLayoutGrid,
  IconLayoutRows,
  IconNote,
  IconPlayerPlay,
  IconSquaresFilled,
  IconUsers,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const icons: Record<TrashKindName, typeof IconBooks> = {
  module: IconLayoutGrid,
  activation: IconPlayerPlay,
  class: IconUsers,
  subject: IconBooks,
  block: IconSquaresFilled,
  topic: IconNote,
  row: IconLayoutRows,
  column: IconLayoutColumns,
}

/** What an item is, by icon and word (never the icon alone). */
export function TrashKind({ kind }: { kind: TrashKindName }) {
  const { t } = useTranslation()
  const Icon = icons[kind]
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} aria-hidden color="var(--mantine-color-indigo-9)" />
      <Text size="sm">{t(`trash.kinds.${kind}`)}</Text>
    </Group>
  )
}
