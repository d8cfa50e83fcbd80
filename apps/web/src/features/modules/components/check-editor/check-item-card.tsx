import { type CheckItemKind, checkLimits } from '@lernraster/shared'
import { ActionIcon, Group, NativeSelect, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type UploadOptions, uploadFile } from '../../api/upload-file'
import { UploadField } from '../dialogs/upload-field'
import { type ItemDraft, itemKinds } from './check-draft'
import { ItemKeyFields } from './item-key-fields'

type Props = {
  item: ItemDraft
  index: number
  count: number
  locked: boolean
  errorOf: (path: string) => string | undefined
  onChange: (patch: Partial<ItemDraft>) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  /** Removing is possible while the check has more than its minimum of items. */
  canRemove: boolean
  onRunningChange: (running: boolean) => void
}

// A picture is uploaded as a question's file is (the same call, the same limits, decision 049).
const sendPicture = (file: File, options: UploadOptions) => uploadFile(file, options)

/**
 * One item of the check: its kind, task, picture, what makes it right and the feedback. Alt+Arrow up
 * or down anywhere inside moves it, as its buttons do (docs/design.md: the keyboard way as visible
 * as the mouse way, so the buttons carry the names).
 */
export function CheckItemCard(props: Props) {
  const { item, index, count, locked, errorOf, onChange } = props
  const { t } = useTranslation()
  const number = index + 1
  const headingId = useId()

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      tabIndex={-1}
      data-item={item.key}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
        event.preventDefault()
        event.stopPropagation()
        props.onMove(event.key === 'ArrowUp' ? -1 : 1)
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={4} size="h6" id={headingId}>
            {t('checkEditor.items.label', { number })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              aria-label={t('checkEditor.items.moveUp', { number })}
              onClick={() => props.onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              aria-label={t('checkEditor.items.moveDown', { number })}
              onClick={() => props.onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            {!locked && (
              <ActionIcon
                variant="subtle"
                color="red.9"
                disabled={!props.canRemove}
                aria-label={t('checkEditor.items.remove', { number })}
                onClick={props.onRemove}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
          <Stack gap="sm">
            {/* Right before the task: Shift+Tab from a new item's task reaches its kind. */}
            <NativeSelect
              label={t('checkEditor.items.kind')}
              w="fit-content"
              value={item.kind}
              disabled={locked}
              error={errorOf('kind')}
              data={itemKinds.map((kind) => ({ value: kind, label: t(`checkEditor.kinds.${kind}`) }))}
              onChange={(event) =>
                onChange({ kind: event.currentTarget.value as CheckItemKind, correct: [] })
              }
            />
            <Textarea
              label={t('checkEditor.items.prompt')}
              placeholder={t('checkEditor.items.promptPlaceholder')}
              withAsterisk
              value={item.prompt}
              maxLength={checkLimits.promptMax}
              autosize
              minRows={2}
              maxRows={6}
              error={errorOf('prompt')}
              data-focus={`${item.key}/prompt`}
              onChange={(event) => onChange({ prompt: event.currentTarget.value })}
            />
            <UploadField
              label={t('checkEditor.items.picture')}
              kind="content"
              value={item.picture}
              onChange={(picture) => onChange({ picture })}
              send={sendPicture}
              error={errorOf('picture')}
              onRunningChange={props.onRunningChange}
            />
          </Stack>
          <ItemKeyFields item={item} number={number} locked={locked} errorOf={errorOf} onChange={onChange} />
        </SimpleGrid>
        <Textarea
          label={t('checkEditor.items.feedback')}
          description={t('checkEditor.items.feedbackHint')}
          value={item.feedback}
          maxLength={checkLimits.feedbackMax}
          autosize
          minRows={1}
          maxRows={4}
          error={errorOf('feedback')}
          onChange={(event) => onChange({ feedback: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  )
}
