import { modalWidths, type NextStepOf } from '@lernraster/shared'
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { useFailureText } from '../../../../lib/use-failure-text'
import { usePinNextStep } from '../../api/next-steps'
import type { TopicPlace } from '../../model/topic-places'

export type PinTarget = { studentId: number; name: string; nextStep: NextStepOf | null }

type Props = {
  eventId: number
  /** The student whose next step is chosen; null keeps the dialog closed. */
  target: PinTarget | null
  topics: readonly TopicPlace[]
  onClose: () => void
}

/** Issue 19: the teacher pins a topic as a student's next step, or removes the pin. */
export function NextStepPinDialog({ eventId, target, topics, onClose }: Props) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const pin = usePinNextStep()
  const [chosen, setChosen] = useState<string | null>(null)
  const [shownFor, setShownFor] = useState<PinTarget | null>(null)
  // A new student: start from their current next step.
  if (target && target !== shownFor) {
    setShownFor(target)
    setChosen(target.nextStep ? String(target.nextStep.topic_id) : null)
    pin.reset()
  }
  const current = target ?? shownFor

  function save(topicId: number | null) {
    if (!current) return
    pin.mutate(
      { event_id: eventId, user_id: current.studentId, topic_id: topicId },
      {
        onSuccess: () => {
          showSnackbar(
            t(topicId === null ? 'studentSupport.nextStep.unpinSaved' : 'studentSupport.nextStep.pinSaved', {
              name: current.name,
            }),
          )
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={modalWidths.default}
      title={
        <Text fw={700}>{current ? t('studentSupport.nextStep.pinOf', { name: current.name }) : ''}</Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('studentSupport.nextStep.pinSelect')}
          data={topics.map((topic) => ({ value: String(topic.id), label: `${topic.cell} ${topic.title}` }))}
          value={chosen}
          onChange={setChosen}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={pin.isError ? failureText(pin.error) : undefined}
        />
        <Group justify="space-between">
          {current?.nextStep?.pinned ? (
            <Button variant="subtle" color="red.8" loading={pin.isPending} onClick={() => save(null)}>
              {t('studentSupport.nextStep.unpin')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('studentSupport.nextStep.cancel')}
            </Button>
            <Button disabled={chosen === null} loading={pin.isPending} onClick={() => save(Number(chosen))}>
              {t('studentSupport.nextStep.pinSave')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  )
}
