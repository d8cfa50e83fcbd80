import './texts'
import type { TopicCheck } from '@lernraster/shared'
import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconChecklist, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { showSnackbar } from '../../../../lib/snackbar'
import { useRemoveTopicCheckMutation, useTopicCheckQuery } from '../../api/topic-check'
import { CheckEditor } from './check-editor'

type Props = { topicId: number }

/**
 * The topic dialog's tab "Lernkontrolle" (issue 37): "Keine Lernkontrolle" with the button that adds
 * one, or the check's summary and its editor. Loaded with the tab, not with the grid.
 */
export default function TopicCheckTab({ topicId }: Props) {
  const { t } = useTranslation()
  const query = useTopicCheckQuery(topicId)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState(false)

  if (query.isPending) return <Text role="status">{t('checkEditor.loading')}</Text>
  if (query.isError)
    return (
      <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('checkEditor.loadError')}</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t('checkEditor.retry')}
          </Button>
        </Stack>
      </Alert>
    )
  const check = query.data
  if (!check && !adding) return <NoCheck onAdd={() => setAdding(true)} />
  if (check && removing)
    return <RemoveCheck topicId={topicId} check={check} onDone={() => setRemoving(false)} />
  return (
    <Stack gap="md">
      {check && (
        <Text size="sm" c="dimmed">
          {t('checkEditor.summary', { count: check.items.length, percent: check.pass_percent })}
        </Text>
      )}
      <CheckEditor
        // A removed check and a new one do not share a draft.
        key={check ? 'stored' : 'new'}
        topicId={topicId}
        check={check}
        onRemove={() => (check ? setRemoving(true) : setAdding(false))}
      />
    </Stack>
  )
}

function NoCheck({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon variant="light" size={48} radius="xl">
        <IconChecklist size={28} aria-hidden />
      </ThemeIcon>
      <Title order={3} size="h5">
        {t('checkEditor.empty.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={520}>
        {t('checkEditor.empty.text')}
      </Text>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} data-autofocus>
        {t('checkEditor.empty.add')}
      </Button>
    </Stack>
  )
}

/** The confirmation replaces the editor (docs/design.md "Dialogs"); a taken check is refused with the reason. */
function RemoveCheck({ topicId, check, onDone }: { topicId: number; check: TopicCheck; onDone: () => void }) {
  const { t } = useTranslation()
  const serverText = useServerMessage()
  const remove = useRemoveTopicCheckMutation(topicId)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('checkEditor.removal.title')}
      </Title>
      <Text size="sm">{t('checkEditor.removal.text', { count: check.items.length })}</Text>
      {problem && (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                showSnackbar(t('checkEditor.actions.removed'), 'success')
                onDone()
              },
              onError: (error) =>
                setProblem(
                  isApiError(error) && error.code && error.code !== 'internal'
                    ? (serverText(error.message) ?? error.message)
                    : t(failureKey(error)),
                ),
            })
          }
        >
          {t('checkEditor.removal.confirm')}
        </Button>
      </Group>
    </Stack>
  )
}
