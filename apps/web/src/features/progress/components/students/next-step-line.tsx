import type { NextStepOf } from '@lernraster/shared'
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core'
import { IconPin, IconPinned } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TopicPlace } from '../../model/topic-places'

type Props = {
  name: string
  /** undefined while loading or when the server could not answer: the line is left out. */
  nextStep: NextStepOf | null | undefined
  places: ReadonlyMap<number, TopicPlace>
  /** Without it (an archived class's run) the line only shows the step. */
  onPin?: () => void
}

/**
 * Issue 19: the card's 'Nächster Schritt': the topic the student should work on next, "von Ihnen
 * angeheftet" when the teacher pinned it, and the pin button that chooses another.
 */
export function NextStepLine({ name, nextStep, places, onPin }: Props) {
  const { t } = useTranslation()
  if (nextStep === undefined) return null
  const place = nextStep ? places.get(nextStep.topic_id) : undefined
  const pinLabel = t('studentSupport.nextStep.pinOf', { name })
  return (
    <Group gap={6} wrap="nowrap" align="center" mb="xs" data-next-step={nextStep?.topic_id ?? 'none'}>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text span c="dimmed">
          {t('studentSupport.nextStep.label')}:
        </Text>{' '}
        {place ? (
          <Text span fw={600}>
            {t('studentSupport.nextStep.topic', { cell: place.cell, title: place.title })}
          </Text>
        ) : (
          <Text span fw={600} title={t('studentSupport.nextStep.noneHint')}>
            {t('studentSupport.nextStep.none')}
          </Text>
        )}
        {nextStep?.pinned && (
          <Text span size="xs" c="indigo.9">
            {' '}
            ({t('studentSupport.nextStep.pinned')})
          </Text>
        )}
      </Text>
      {onPin && (
        <Tooltip label={pinLabel} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            c="gray.8"
            size="sm"
            aria-label={pinLabel}
            onClick={onPin}
          >
            {nextStep?.pinned ? <IconPinned size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  )
}
