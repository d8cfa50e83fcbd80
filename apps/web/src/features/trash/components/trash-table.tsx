import type { TrashItem } from '@lernraster/shared'
import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/date-format'
import { contentsText, daysLeft, itemTitle } from '../model/trash-item'
import { TrashKind } from './trash-kind'

type Props = {
  items: TrashItem[]
  now: Date
  /** The item being restored: its button is busy, the others wait. */
  restoring: number | null
  onRestore: (item: TrashItem) => void
  onDelete: (item: TrashItem) => void
}

/** The selector of an item's restore button, where the cursor goes after the row above it left. */
export const restoreButtonSelector = '[data-trash-restore]'

/**
 * The Papierkorb's items: kind, name (and the module a part came from), what comes back with it,
 * when it was removed and how long it can still be restored, and the two actions, icon and word.
 */
export function TrashTable({ items, now, restoring, onRestore, onDelete }: Props) {
  const { t, i18n } = useTranslation()
  const time = (value: string) =>
    new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(value))
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={t('trash.label')} verticalSpacing="sm" layout="fixed" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>{t('trash.columns.kind')}</Table.Th>
            <Table.Th>{t('trash.columns.title')}</Table.Th>
            <Table.Th>{t('trash.columns.contents')}</Table.Th>
            <Table.Th w={170}>{t('trash.columns.trashedAt')}</Table.Th>
            {/* The two actions one above the other: both words whole at 1024 px, the names keep their room. */}
            <Table.Th w={190}>
              <VisuallyHidden>{t('trash.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const title = itemTitle(item, t)
            const left = daysLeft(item.purge_after, now)
            const fromModule = item.kind === 'activation' ? null : item.module_name
            return (
              <Table.Tr key={item.id} data-trash-item={item.id}>
                <Table.Td>
                  <TrashKind kind={item.kind} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {title}
                    </Text>
                    {fromModule !== null && (
                      <Text size="xs" c="dimmed">
                        {t('trash.fromModule', { module: fromModule })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{contentsText(item, t, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('trash.dateTime', {
                      date: formatDate(item.trashed_at, i18n.language),
                      time: time(item.trashed_at),
                    })}
                  </Text>
                  <Text size="xs" c={left < 3 ? 'red.9' : 'dimmed'}>
                    {left > 0 ? t('trash.daysLeft', { count: left }) : t('trash.lastDay')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      c="indigo.9"
                      style={{ '--button-hover': 'var(--mantine-color-indigo-0)' }}
                      leftSection={<IconArrowBackUp size={16} aria-hidden />}
                      aria-label={t('trash.restoreOf', { title })}
                      loading={restoring === item.id}
                      disabled={restoring !== null && restoring !== item.id}
                      onClick={() => onRestore(item)}
                      data-trash-restore={item.id}
                    >
                      {t('trash.restore')}
                    </Button>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      // The subtle variant draws its text in red-6 (3.3:1 on white); red-9 reads 5.4:1.
                      color="red"
                      c="red.9"
                      leftSection={<IconTrashX size={16} aria-hidden />}
                      aria-label={t('trash.removeOf', { title })}
                      aria-haspopup="dialog"
                      disabled={restoring === item.id}
                      onClick={() => onDelete(item)}
                      data-trash-delete={item.id}
                    >
                      {t('trash.remove')}
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
