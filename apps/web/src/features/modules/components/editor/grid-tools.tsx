import { gridLimits, type ModuleUpdateBody, modalWidths, moduleDelays } from '@lernraster/shared'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import {
  IconColumnInsertRight,
  IconColumnRemove,
  IconRowInsertBottom,
  IconRowRemove,
} from '@tabler/icons-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { useTrashUndo } from '../../../../lib/trash-undo'
import { useFailureText } from '../../../../lib/use-failure-text'
import { useUpdateModuleMutation } from '../../api/module-mutations'
import type { RemovalRequest } from '../../api/removal-impact'
import {
  addColumn,
  addRow,
  type GridModel,
  type ModuleTexts,
  type ResizeCommand,
  type ResizeRefusal,
  removeColumn,
  removeRow,
} from '../../model/grid-model'
import { RemovalConfirmation } from '../removal-confirmation'

type Command = typeof addRow
type Tool = {
  command: Command
  label: 'addRow' | 'removeRow' | 'addColumn' | 'removeColumn'
  done: 'rowAdded' | 'rowRemoved' | 'columnAdded' | 'columnRemoved'
  icon: ReactNode
}

const tools: Tool[] = [
  { command: addRow, label: 'addRow', done: 'rowAdded', icon: <IconRowInsertBottom size={18} aria-hidden /> },
  {
    command: removeRow,
    label: 'removeRow',
    done: 'rowRemoved',
    icon: <IconRowRemove size={18} aria-hidden />,
  },
  {
    command: addColumn,
    label: 'addColumn',
    done: 'columnAdded',
    icon: <IconColumnInsertRight size={18} aria-hidden />,
  },
  {
    command: removeColumn,
    label: 'removeColumn',
    done: 'columnRemoved',
    icon: <IconColumnRemove size={18} aria-hidden />,
  },
]

/** The removal waiting for its confirmation; `place` is the row or column number as it was asked. */
type Confirmation = {
  tool: Tool
  request: RemovalRequest
  body: ModuleUpdateBody
  place: number
  opening: number
}

type Props = {
  model: GridModel
  /** Saves texts still waiting and answers them as stored: the size change sends them along. */
  prepareTexts: () => Promise<ModuleTexts | null>
}

/**
 * 'Raster anpassen' (docs/product/modules.md "Configurator"): a row at the bottom, a column at the right, and
 * their removal. Every button goes through the grid model's commands; a row or column with content is removed
 * only after the detailed confirmation, in a dialog of its own.
 */
export function GridTools({ model, prepareTexts }: Props) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const refusalText = useRefusalText()
  const update = useUpdateModuleMutation(model.moduleId)
  const offerUndo = useTrashUndo()
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [running, setRunning] = useState<Tool['label'] | null>(null)
  const reasonsId = useId()

  const refusal = (command: ResizeCommand): ResizeRefusal | null => (command.ok ? null : command.reason)
  const reasons = tools
    .map((tool) => refusal(tool.command(model)))
    .filter((reason): reason is LimitRefusal => reason !== null && reason !== 'moduleNotSaved')

  async function send(tool: Tool, body: ModuleUpdateBody) {
    const answer = await update.mutateAsync(body)
    const message = t(`moduleEditor.tools.${tool.done}`)
    // A row or column that held topics or a block went to the trash: Rückgängig brings it back.
    if (answer.trash_id === undefined) showSnackbar(message, 'success', moduleDelays.gridChangeSnackbar)
    else offerUndo({ trash_id: answer.trash_id }, tool.label === 'removeRow' ? 'row' : 'column')
  }

  async function runTool(tool: Tool) {
    if (running) return
    setRunning(tool.label)
    try {
      const texts = await prepareTexts()
      if (!texts) return
      const command = tool.command(model, texts)
      if (!command.ok) return
      if (command.confirm) {
        const place = tool.label === 'removeRow' ? model.rows : model.columns
        const opening = (confirmation?.opening ?? 0) + 1
        setConfirmation({ tool, request: command.confirm, body: command.call.body, place, opening })
        setConfirming(true)
        return
      }
      await send(tool, command.call.body)
    } catch (error) {
      showSnackbar(failureText(error), 'danger')
    } finally {
      setRunning(null)
    }
  }

  const isRow = confirmation?.tool.label === 'removeRow'
  return (
    <Stack gap={6}>
      <Group gap="xs" role="group" aria-label={t('moduleEditor.tools.label')}>
        {tools.map((tool) => (
          <Button
            key={tool.label}
            variant="default"
            leftSection={tool.icon}
            onClick={() => void runTool(tool)}
            disabled={!tool.command(model).ok || (running !== null && running !== tool.label)}
            loading={running === tool.label}
            aria-describedby={tool.command(model).ok ? undefined : reasonsId}
            data-tool={tool.label}
          >
            {t(`moduleEditor.tools.${tool.label}`)}
          </Button>
        ))}
      </Group>
      {reasons.length > 0 && (
        <Text size="sm" c="dimmed" id={reasonsId}>
          {reasons.map(refusalText).join(' ')}
        </Text>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(isRow ? 'moduleEditor.tools.removeRowTitle' : 'moduleEditor.tools.removeColumnTitle')}
        size={modalWidths.default}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {confirmation && (
          <RemovalConfirmation
            key={confirmation.opening}
            request={confirmation.request}
            title={
              isRow
                ? t('moduleEditor.tools.removeRowQuestion', { row: confirmation.place })
                : t('moduleEditor.tools.removeColumnQuestion', { column: confirmation.place })
            }
            confirmLabel={t(
              isRow ? 'moduleEditor.tools.confirmRemoveRow' : 'moduleEditor.tools.confirmRemoveColumn',
            )}
            onConfirm={async () => {
              await send(confirmation.tool, confirmation.body)
              setConfirming(false)
            }}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Modal>
    </Stack>
  )
}

type LimitRefusal = Exclude<ResizeRefusal, 'moduleNotSaved'>

/** Why a button is disabled: the limit it has reached, with the number from gridLimits. */
function useRefusalText() {
  const { t } = useTranslation()
  return (reason: LimitRefusal): string => {
    switch (reason) {
      case 'maxRows':
        return t('moduleEditor.tools.maxRows', { count: gridLimits.maxRows })
      case 'minRows':
        return t('moduleEditor.tools.minRows', { count: gridLimits.minRows })
      case 'maxColumns':
        return t('moduleEditor.tools.maxColumns', { count: gridLimits.maxColumns })
      case 'minColumns':
        return t('moduleEditor.tools.minColumns', { count: gridLimits.minColumns })
    }
  }
}
