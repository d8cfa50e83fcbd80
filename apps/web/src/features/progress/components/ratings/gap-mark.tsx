import type { GapDirection } from '@lernraster/shared'
import { Group, Text } from '@mantine/core'
import { IconArrowBigDownLine, IconArrowBigUpLine } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * Issue 19: a self-rating 2 steps or more from the teacher's, which way: an arrow and the words, so
 * neither colour nor the icon alone carries it (docs/design.md "Status and colour").
 */
export function GapMark({ direction }: { direction: GapDirection | undefined }) {
  const { t } = useTranslation()
  if (!direction) return null
  const Icon = direction === 'higher' ? IconArrowBigUpLine : IconArrowBigDownLine
  return (
    <Group
      gap={4}
      wrap="nowrap"
      // Dark enough for 4.5:1 on white and on a selected row's light blue.
      c={direction === 'higher' ? '#9a3412' : 'indigo.9'}
      title={t(`progressRatings.gap.${direction}Long`)}
      data-gap={direction}
    >
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text span size="sm" fw={600}>
        {t(`progressRatings.gap.${direction}`)}
      </Text>
    </Group>
  )
}
