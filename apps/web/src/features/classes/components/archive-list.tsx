import type { ArchivedClass } from '@lernraster/shared'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/date-format'
import { archiveYears, deletedSoon } from '../model/archive-years'
import { ArchivedClassCard, dayOf } from './archived-class-card'

type Props = {
  classes: readonly ArchivedClass[]
  /** Years the school keeps an archived class; null: until the teacher takes it out or deletes it. */
  retentionYears: number | null
  noticeDays: number
  unarchiving: number | null
  onUnarchive: (archived: ArchivedClass) => void
  onCopy: (archived: ArchivedClass) => void
}

/**
 * The archive's content: first what the retention deletes soon (a warning naming the classes and
 * days), then how long the school keeps archives, then the classes by school year, newest first.
 */
export function ArchiveList({
  classes,
  retentionYears,
  noticeDays,
  unarchiving,
  onUnarchive,
  onCopy,
}: Props) {
  const { t, i18n } = useTranslation()
  const years = useMemo(() => archiveYears(classes), [classes])
  const soon = useMemo(() => deletedSoon(classes), [classes])
  const names = soon
    .map((archived) =>
      archived.delete_on
        ? `${archived.name} (${formatDate(dayOf(archived.delete_on), i18n.language)})`
        : archived.name,
    )
    .join(', ')

  return (
    <Stack gap="lg">
      {soon.length > 0 && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="archive-deleted-soon"
        >
          {t('classes.archive.page.deletedSoon', { days: noticeDays, names })}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {retentionYears === null
          ? t('classes.archive.page.keptUntilTaken')
          : t('classes.archive.page.kept', { count: retentionYears })}
      </Text>
      {years.map((year) => (
        <Stack
          key={year.schoolYear}
          gap="sm"
          component="section"
          aria-label={t('classes.archive.page.year', { year: year.schoolYear })}
        >
          <Title order={2} size="h3">
            {t('classes.archive.page.year', { year: year.schoolYear })}
          </Title>
          {year.classes.map((archived) => (
            <ArchivedClassCard
              key={archived.id}
              archived={archived}
              unarchiving={unarchiving === archived.id}
              onUnarchive={onUnarchive}
              onCopy={onCopy}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  )
}
