import type { ArchivedClass } from '@lernraster/shared'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArchiveOff, IconChartBar, IconCopyPlus } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatCount } from '../../../lib/count-format'
import { formatDate } from '../../../lib/date-format'
import { progressOf } from '../../../lib/progress-links'

type Props = {
  archived: ArchivedClass
  /** Whether this class's Aus dem Archiv holen runs. */
  unarchiving: boolean
  onUnarchive: (archived: ArchivedClass) => void
  onCopy: (archived: ArchivedClass) => void
}

/** A yyyy-mm-dd day read at noon, so no time zone moves it to the day before. */
export const dayOf = (day: string) => `${day}T12:00:00`

/**
 * One archived class (issue 36 item 4): name, when it was archived, its students, when the retention
 * deletes it, and its runs, each a link to its statistics (which read the archive, PDF and CSV
 * included). Its two ways out: back into the lists, or a copy for a new class.
 */
export function ArchivedClassCard({ archived, unarchiving, onUnarchive, onCopy }: Props) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const facts = [
    t('classes.archive.page.archivedOn', { date: formatDate(archived.archived_at, i18n.language) }),
    t('classes.archive.page.students', { n: formatCount(archived.students, i18n.language) }),
  ]
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {archived.name}
          </Title>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
          {archived.delete_on && (
            // Within the notice: red, bold and with the warning sign, never by colour alone.
            <Group gap={4} wrap="nowrap" c={archived.deleted_soon ? 'red.8' : 'dimmed'}>
              {archived.deleted_soon && <IconAlertTriangle size={16} aria-hidden />}
              <Text size="sm" c="inherit" fw={archived.deleted_soon ? 600 : 400}>
                {t('classes.archive.page.deleteOn', {
                  date: formatDate(dayOf(archived.delete_on), i18n.language),
                })}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconCopyPlus size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-label={t('classes.archive.page.copyOf', { name: archived.name })}
            onClick={() => onCopy(archived)}
          >
            {t('classes.copy.open')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconArchiveOff size={16} aria-hidden />}
            aria-label={t('classes.archive.page.unarchiveOf', { name: archived.name })}
            loading={unarchiving}
            data-action="unarchive"
            onClick={() => onUnarchive(archived)}
          >
            {t('classes.archive.page.unarchive')}
          </Button>
        </Group>
      </Group>
      {archived.runs.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('classes.archive.page.noRuns')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          p={0}
          style={{ listStyle: 'none', margin: 'var(--mantine-spacing-sm) 0 0' }}
          aria-label={t('classes.archive.page.runs', { name: archived.name })}
        >
          {archived.runs.map((run) => (
            <Group component="li" key={run.event_id} gap="xs" wrap="nowrap">
              <IconChartBar size={16} aria-hidden color="var(--mantine-color-indigo-7)" />
              <Anchor
                component={Link}
                to={progressOf({ module_id: run.module.id, event_id: run.event_id })}
                size="sm"
                aria-label={t('classes.archive.page.statisticsOf', {
                  module: run.module.name,
                  name: archived.name,
                })}
                style={{ overflowWrap: 'anywhere' }}
              >
                {run.module.name}
              </Anchor>
              <Badge variant="light" color="gray" radius="sm" tt="none" title={run.subject.title}>
                {run.subject.token}
              </Badge>
              {run.finished && (
                <Text size="xs" c="dimmed">
                  {t('classes.archive.page.finished')}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  )
}
