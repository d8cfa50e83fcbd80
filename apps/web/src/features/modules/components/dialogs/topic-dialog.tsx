import '../../texts'
import {
  type BlockWithTopics,
  type ModuleDetail,
  modalWidths,
  moduleDelays,
  type Topic,
} from '@lernraster/shared'
import { Modal, Tabs, Text } from '@mantine/core'
import { IconChecklist, IconFileText } from '@tabler/icons-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTrashUndo } from '../../../../lib/trash-undo'
import { useRemoveTopicMutation } from '../../api/grid-mutations'
import { RemovalConfirmation } from '../removal-confirmation'
import { TopicForm } from './topic-form'
import { useOpeningSnapshot } from './use-opening-snapshot'

// The check editor (issue 37) loads with its tab: most openings of the dialog never need it.
const TopicCheckTab = lazy(() => import('../check-editor/topic-check-tab'))

type TabName = 'topic' | 'check'

type Props = {
  module: ModuleDetail
  /** The cell: column (the block's order) and row (the topic's order), 1-based. */
  column: number
  row: number
  block: BlockWithTopics
  /** The topic to edit; without one the dialog creates a topic in the cell. */
  topic?: Topic
  opened: boolean
  onClose: () => void
}

/**
 * Topic create and edit (docs/product/modules.md "Topics and questions", 1200 px): 'column.row Neues Thema'
 * or 'Thema bearbeiten'. Löschen turns the same dialog into the detailed confirmation (what goes to the
 * trash); Abbrechen there brings the form back as it was left. Never two dialogs stacked (docs/design.md
 * "Dialogs").
 */
export function TopicDialog({ module, opened, onClose, ...cell }: Props) {
  const { t } = useTranslation()
  const { shown, opening } = useOpeningSnapshot(opened, cell)
  const { column, row, block, topic } = shown
  const [removing, setRemoving] = useState(false)
  const [tab, setTab] = useState<TabName>('topic')
  const [checkOpened, setCheckOpened] = useState(false)
  const showTab = (next: TabName) => {
    setTab(next)
    if (next === 'check') setCheckOpened(true)
  }
  const [shownOpening, setShownOpening] = useState(opening)
  if (shownOpening !== opening) {
    setShownOpening(opening)
    setRemoving(false)
    setTab('topic')
    setCheckOpened(false)
  }
  const [saving, setSaving] = useState(false)
  const formArea = useRef<HTMLDivElement>(null)
  const remove = useRemoveTopicMutation(module.id)
  const offerUndo = useTrashUndo()
  const busy = saving || remove.isPending

  const title = removing
    ? t('moduleDialogs.topic.removeTitle')
    : topic
      ? t('moduleDialogs.topic.editTitle')
      : t('moduleDialogs.topic.newTitle', { label: `${column}.${row}` })

  // Back from the confirmation: the cursor returns to Löschen, where the teacher left it.
  const backToForm = () => {
    setRemoving(false)
    requestAnimationFrame(() =>
      formArea.current?.querySelector<HTMLButtonElement>('[data-action="remove"]')?.focus(),
    )
  }
  const close = () => {
    if (busy) return
    if (removing) backToForm()
    else onClose()
  }
  const onBusyChange = useCallback((busy: boolean) => setSaving(busy), [])

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={modalWidths.topic}
      // A click beside a long form must not throw away what was typed; Escape and × still close it.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Both panels stay mounted (keepMounted): switching tabs, or cancelling the confirmation that
          hides them, keeps what was typed. The check's panel fills once it was opened. */}
      {/* Hidden, not unmounted, while the confirmation shows (a Tabs root does not take `hidden`). */}
      <div hidden={removing}>
        <Tabs value={tab} onChange={(value) => showTab((value as TabName | null) ?? 'topic')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="topic" leftSection={<IconFileText size={16} aria-hidden />}>
              {t('moduleDialogs.topic.tabTopic')}
            </Tabs.Tab>
            <Tabs.Tab value="check" leftSection={<IconChecklist size={16} aria-hidden />}>
              {t('moduleDialogs.topic.tabCheck')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="topic" ref={formArea}>
            <TopicForm
              key={opening}
              moduleId={module.id}
              blockId={block.id}
              row={row}
              topic={topic}
              onCancel={onClose}
              onSaved={onClose}
              onRemove={() => setRemoving(true)}
              onBusyChange={onBusyChange}
            />
          </Tabs.Panel>
          <Tabs.Panel value="check">
            {!checkOpened ? null : topic ? (
              <Suspense fallback={<Text role="status">{t('common.loading')}</Text>}>
                <TopicCheckTab key={opening} topicId={topic.id} />
              </Suspense>
            ) : (
              <Text size="sm">{t('moduleDialogs.topic.checkAfterSave')}</Text>
            )}
          </Tabs.Panel>
        </Tabs>
      </div>
      {removing && topic && (
        <RemovalConfirmation
          request={{ id: module.id, scope: 'topic', target_id: topic.id }}
          title={t('moduleDialogs.topic.removeQuestion', { title: topic.title })}
          confirmLabel={t('moduleDialogs.topic.removeConfirm')}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(topic.id)
            // Rückgängig while the snackbar shows: the topic comes back to its cell (issue 31).
            offerUndo(answer, 'topic', { duration: moduleDelays.gridChangeSnackbar })
            onClose()
          }}
          onCancel={backToForm}
        />
      )}
    </Modal>
  )
}
