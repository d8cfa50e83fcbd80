import { checkLimits, type TopicCheck } from '@lernraster/shared'
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle, IconLock, IconPlus, IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerMessage } from '../../../../lib/server-message'
import { CheckItemCard } from './check-item-card'
import { CheckPreview } from './check-preview'
import { CheckSettings } from './check-settings'
import { type General, useCheckEditor } from './use-check-editor'

type Props = {
  topicId: number
  /** The stored check, or null for a new one. */
  check: TopicCheck | null
  /** Entfernen (a stored check) or Verwerfen (a new one not saved yet). */
  onRemove: () => void
}

/**
 * The editor of a topic's check (issue 37): settings, the items, Speichern (or Ctrl+Enter) and a
 * preview as a student sees it. A taken check locks, before any save, what would change its
 * results; the server refuses the same (decision 053, checkTaken).
 */
export function CheckEditor({ topicId, check, onRemove }: Props) {
  const { t } = useTranslation()
  const serverText = useServerMessage()
  const editor = useCheckEditor(topicId, check)
  const { draft, problems } = editor
  const [mode, setMode] = useState<'edit' | 'preview'>('edit')
  const itemsHeading = useId()
  const locked = check?.taken ?? false
  const errorOf = (path: string) => serverText(problems[path])
  const shownGeneral = (general: General) => ('key' in general ? t(general.key) : serverText(general.text))
  // Messages for paths the editor has no field for (a repeated id): shown above the buttons.
  const unplaced = Object.entries(problems)
    .filter(([path]) => path === '_' || path === 'topic_id' || /^items\.\d+$/.test(path))
    .map(([, message]) => serverText(message))

  return (
    <Stack
      gap="md"
      ref={editor.area}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return
        event.preventDefault()
        editor.submit()
      }}
    >
      <SegmentedControl
        w="fit-content"
        aria-label={t('checkEditor.modes.label')}
        value={mode}
        onChange={(value) => setMode(value as 'edit' | 'preview')}
        data={[
          { value: 'edit', label: t('checkEditor.modes.edit') },
          { value: 'preview', label: t('checkEditor.modes.preview') },
        ]}
      />
      {mode === 'preview' ? (
        <CheckPreview draft={draft} />
      ) : (
        <>
          {locked && (
            <Alert
              variant="light"
              color="blue"
              icon={<IconLock aria-hidden />}
              title={t('checkEditor.taken.title')}
            >
              {t('checkEditor.taken.text')}
            </Alert>
          )}
          <CheckSettings draft={draft} locked={locked} errorOf={errorOf} onChange={editor.updateSettings} />
          <Stack gap="xs">
            <Title order={3} size="h5" id={itemsHeading}>
              {t('checkEditor.items.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('checkEditor.items.hint')}
            </Text>
            {problems.items && (
              <Text size="sm" c="red.8" tabIndex={-1} data-problem>
                {serverText(problems.items)}
              </Text>
            )}
            <Stack
              component="ol"
              gap="sm"
              p={0}
              m={0}
              aria-labelledby={itemsHeading}
              style={{ listStyle: 'none' }}
            >
              {draft.items.map((item, index) => (
                <CheckItemCard
                  key={item.key}
                  item={item}
                  index={index}
                  count={draft.items.length}
                  locked={locked}
                  canRemove={draft.items.length > 1}
                  errorOf={(field) => errorOf(`items.${index}.${field}`)}
                  onChange={(patch) => editor.updateItem(index, patch)}
                  onMove={(step) => editor.moveItem(index, step)}
                  onRemove={() => editor.removeItem(index)}
                  onRunningChange={editor.trackUpload}
                />
              ))}
            </Stack>
            {!locked && (
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={draft.items.length >= checkLimits.itemsMax}
                onClick={editor.addItem}
              >
                {t('checkEditor.items.add')}
              </Button>
            )}
          </Stack>
        </>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {editor.announcement}
      </VisuallyHidden>
      {(editor.general || unplaced.length > 0) && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {editor.general ? shownGeneral(editor.general) : unplaced.join(' ')}
        </Alert>
      )}
      {editor.uploading && (
        <Text size="sm" role="status">
          {t('moduleDialogs.upload.waitForUploads')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={editor.saving}
          onClick={onRemove}
        >
          {check ? t('checkEditor.actions.remove') : t('checkEditor.actions.cancelAdd')}
        </Button>
        <Button loading={editor.saving || editor.uploading} onClick={editor.submit}>
          {t('checkEditor.actions.save')}
        </Button>
      </Group>
    </Stack>
  )
}
