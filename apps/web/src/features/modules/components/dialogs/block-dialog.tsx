import '../../texts'
import { type Block, type ModuleDetail, modalWidths, moduleDelays } from '@lernraster/shared'
import { Alert, Box, Modal, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel } from '../../../../components/confirm-panel'
import { useTrashUndo } from '../../../../lib/trash-undo'
import { useRemoveBlockMutation } from '../../api/grid-mutations'
import { failureText, type Shown } from '../../model/topic-form-messages'
import { RemovalConfirmation } from '../removal-confirmation'
import { BlockForm } from './block-form'
import { useOpeningSnapshot } from './use-opening-snapshot'
import { useShownText } from './use-shown-text'

type Props = {
  module: ModuleDetail
  /** The column the block heads (its order), 1-based. */
  column: number
  /** The block to edit; without one the dialog creates the column's block. */
  block?: Block
  opened: boolean
  onClose: () => void
  /** After a new block was created, before the dialog closes (the editor may go on to its topic). */
  onSaved?: (block: Block) => void
}

/**
 * Block create and edit (docs/product/modules.md "Blocks", 1000 px). Löschen asks in place of the form: with
 * the detailed confirmation when the block holds topics, with a plain yes-or-no when it is empty.
 */
export function BlockDialog({ module, opened, onClose, onSaved, ...target }: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const { shown, opening } = useOpeningSnapshot(opened, target)
  const { column, block } = shown
  const [removing, setRemoving] = useState(false)
  const [removeFailure, setRemoveFailure] = useState<Shown | null>(null)
  const [saving, setSaving] = useState(false)
  const [shownOpening, setShownOpening] = useState(opening)
  if (shownOpening !== opening) {
    setShownOpening(opening)
    setRemoving(false)
    setRemoveFailure(null)
  }
  const formArea = useRef<HTMLDivElement>(null)
  const remove = useRemoveBlockMutation(module.id)
  const offerUndo = useTrashUndo()
  const busy = saving || remove.isPending
  const topicCount = module.blocks.find((candidate) => candidate.id === block?.id)?.topics.length ?? 0

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

  async function removeBlock(id: number) {
    const answer = await remove.mutateAsync(id)
    // Rückgängig while the snackbar shows: the block comes back with its topics (issue 31).
    offerUndo(answer, 'block', { duration: moduleDelays.gridChangeSnackbar })
    onClose()
  }

  const title = removing
    ? t('moduleDialogs.block.removeTitle')
    : block
      ? t('moduleDialogs.block.editTitle')
      : t('moduleDialogs.block.newTitle', { column })

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={modalWidths.block}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Box hidden={removing} ref={formArea}>
        <BlockForm
          key={opening}
          moduleId={module.id}
          column={column}
          block={block}
          onCancel={onClose}
          onSaved={(saved) => {
            if (!block) onSaved?.(saved)
            onClose()
          }}
          onRemove={() => {
            setRemoveFailure(null)
            setRemoving(true)
          }}
          onBusyChange={onBusyChange}
        />
      </Box>
      {removing && block && topicCount > 0 && (
        <RemovalConfirmation
          request={{ id: module.id, scope: 'block', target_id: block.id }}
          title={t('moduleDialogs.block.removeQuestion', { name: block.name })}
          confirmLabel={t('moduleDialogs.block.removeConfirm')}
          onConfirm={() => removeBlock(block.id)}
          onCancel={backToForm}
        />
      )}
      {removing && block && topicCount === 0 && (
        <Stack gap="md">
          {removeFailure && (
            <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
              {shownText(removeFailure)}
            </Alert>
          )}
          <ConfirmPanel
            question={t('moduleDialogs.block.removeEmptyQuestion')}
            text={t('moduleDialogs.block.removeEmpty', { name: block.name })}
            confirmLabel={t('moduleDialogs.block.removeConfirm')}
            danger
            loading={remove.isPending}
            onConfirm={() => {
              setRemoveFailure(null)
              removeBlock(block.id).catch((error: unknown) => setRemoveFailure(failureText(error)))
            }}
            onCancel={backToForm}
          />
        </Stack>
      )}
    </Modal>
  )
}
