import { ActionIcon, List, Loader, Popover, Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../../lib/date-format'
import { useTeacherRatingHistory } from '../../api/teacher-rating-history'
import { formatGrade } from '../../model/student-format'

type Props = { eventId: number; userId: number; questionId: number; question: string }

/** Who gave the teacher's grade of one question, when, and what it was before (newest first). */
export function RatingHistory({ eventId, userId, questionId, question }: Props) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const label = t('progressRatings.history.open', { question })
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          title={label}
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          <IconHistory size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} size="sm" mb={4}>
          {t('progressRatings.history.title')}
        </Text>
        {opened && <HistoryList eventId={eventId} userId={userId} questionId={questionId} />}
      </Popover.Dropdown>
    </Popover>
  )
}

function HistoryList({ eventId, userId, questionId }: Omit<Props, 'question'>) {
  const { t, i18n } = useTranslation()
  const query = useTeacherRatingHistory({ eventId, userId, questionId }, true)
  if (query.isPending) {
    return (
      <Text size="sm" role="status">
        <Loader size="xs" mr={6} aria-hidden />
        {t('progressRatings.history.loading')}
      </Text>
    )
  }
  if (query.isError) return <Text size="sm">{t('progressRatings.history.failed')}</Text>
  if (query.data.length === 0) return <Text size="sm">{t('progressRatings.history.empty')}</Text>
  const grade = (value: number) => formatGrade(value, i18n.language)
  return (
    <List size="sm" spacing={4}>
      {query.data.map((change) => {
        const texts = {
          grade: grade(change.grade),
          name: change.rated_by_name || t('progressRatings.history.unknownRater'),
          date: formatDateTime(change.rated_at, i18n.language),
        }
        return (
          <List.Item key={`${change.rated_at}-${change.grade}`}>
            {change.grade_before === null
              ? t('progressRatings.history.first', texts)
              : t('progressRatings.history.changed', { ...texts, before: grade(change.grade_before) })}
          </List.Item>
        )
      })}
    </List>
  )
}
