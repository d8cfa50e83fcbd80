import type { NotDoneEvent } from '@lernraster/shared'
import { Alert, Button, List, Loader, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type StudentInSubject, useNotDoneEventsQuery } from '../api/not-done-events'
import { formatDueDate } from '../model/due-date'
import { DetailSection, NoneText } from './detail-section'

/** The homework and exams of the subject the student has not done, loaded when the detail opens. */
export function NotDoneLists({ student }: { student: StudentInSubject }) {
  const { t } = useTranslation()
  const notDone = useNotDoneEventsQuery(student)

  if (notDone.isPending) {
    return (
      <Stack role="status" align="flex-start">
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Stack>
    )
  }
  if (notDone.isError) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          {t('classes.statistics.notDone.loadError')}
          <Button size="xs" variant="default" onClick={() => void notDone.refetch()}>
            {t('classes.retry')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <EventList title={t('classes.statistics.notDone.homework')} events={notDone.data.homeworks} />
      <EventList title={t('classes.statistics.notDone.exams')} events={notDone.data.exams} />
    </SimpleGrid>
  )
}

function EventList({ title, events }: { title: string; events: NotDoneEvent[] }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  return (
    <DetailSection title={title} headingId={headingId}>
      {events.length === 0 ? (
        <NoneText>{t('classes.statistics.notDone.none')}</NoneText>
      ) : (
        <List size="sm" spacing={4} aria-labelledby={headingId}>
          {events.map((event) => (
            <List.Item key={event.id}>
              {event.topic.title}{' '}
              {/* Open homework is listed too; what is past its date says so, in words and colour. */}
              <Text span size="sm" c={event.overdue ? 'red.9' : 'dimmed'}>
                (
                {t(event.overdue ? 'classes.statistics.notDone.overdue' : 'classes.statistics.notDone.due', {
                  date: formatDueDate(event.due_at, i18n.language),
                })}
                )
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  )
}
