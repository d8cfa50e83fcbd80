import '../texts'
import { EventType, type PlannedEvent, type PlannedType, plannedTypes } from '@lernraster/shared'
import { Button, Stack, Tabs } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { useClientState } from '../../../lib/client-state'
import { showSnackbar } from '../../../lib/snackbar'
import { useRemovePlannedMutation } from '../api/planned-events'
import { plannedTabOf } from '../model/planning-view'
import { PlanDialog, type PlanDialogState } from './plan-dialog'
import { PlannedSection } from './planned-section'

const typeOf = (event: PlannedEvent): PlannedType =>
  event.event_type_id === EventType.exam ? 'exam' : 'homework'

/**
 * /planning: the teacher's homework and exams in two tabs, each with its open and its closed list.
 * Homework is set on a topic for a class and subject; an exam's grades are entered in its row.
 */
export function PlanningPage() {
  const { t } = useTranslation()
  const tab = plannedTabOf(useClientState((client) => client.activeTab))
  const update = useClientState((client) => client.update)
  const [dialog, setDialog] = useState<PlanDialogState>({ kind: 'closed' })
  const [removing, setRemoving] = useState<PlannedEvent | null>(null)
  const remove = useRemovePlannedMutation()
  const closeDialog = () => setDialog({ kind: 'closed' })

  function confirmRemove() {
    if (!removing) return
    const type = typeOf(removing)
    remove.mutate(removing.id, {
      onSuccess: () => showSnackbar(t(`planning.removed.${type}`)),
      onSettled: () => setRemoving(null),
    })
  }

  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      aria-haspopup="dialog"
      onClick={() => setDialog({ kind: 'new', type: tab })}
    >
      {t(`planning.add.${tab}`)}
    </Button>
  )

  const removingNames = removing ? { topic: removing.topic.title, group: removing.group.name } : undefined
  return (
    <PageFrame>
      <PageHeader title={t('planning.title')} description={t('planning.description')} action={add} />
      <Tabs value={tab} onChange={(value) => update({ activeTab: plannedTabOf(value) })} keepMounted={false}>
        <Tabs.List mb="md">
          {plannedTypes.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`planning.tabs.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {plannedTypes.map((type) => (
          <Tabs.Panel key={type} value={type}>
            <Stack gap="xl">
              <PlannedSection
                type={type}
                state="open"
                onMove={(event) => setDialog({ kind: 'move', event })}
                onRemove={setRemoving}
              />
              <PlannedSection
                type={type}
                state="closed"
                onMove={(event) => setDialog({ kind: 'move', event })}
                onRemove={setRemoving}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <PlanDialog state={dialog} onClose={closeDialog} onDone={closeDialog} />
      <ConfirmDialog
        opened={removing !== null}
        title={
          removing && typeOf(removing) === 'exam'
            ? t('planning.remove.examTitle')
            : t('planning.remove.homeworkTitle')
        }
        question={t('planning.remove.question')}
        text={
          removing && removingNames
            ? t(
                typeOf(removing) === 'exam' ? 'planning.remove.examText' : 'planning.remove.homeworkText',
                removingNames,
              )
            : undefined
        }
        confirmLabel={t('planning.actions.remove')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageFrame>
  )
}
