import { type HomeOverview, homeOverviewRules } from '@lernraster/shared'
import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconUserPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

/** For a teacher with classes: who has not joined yet and who is behind with homework, or that all is well. */
export function AttentionList({ overview }: { overview: HomeOverview }) {
  const { t } = useTranslation()
  const empty = overview.classes_without_students
  const behind = overview.classes_with_homework_undone
  const days = homeOverviewRules.overdueDays

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="attention-title">
      <Title order={2} size="h4" id="attention-title" mb="md">
        {t('home.attention.title')}
      </Title>
      {empty.length === 0 && behind.length === 0 ? (
        <Text>
          <IconCircleCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('home.attention.none')}
        </Text>
      ) : (
        <List spacing="sm" listStyleType="none">
          {behind.map((group) => (
            <List.Item
              key={`behind-${group.id}`}
              icon={
                <ThemeIcon color="orange" variant="light" radius="xl" size={28} aria-hidden>
                  <IconAlertTriangle size={16} />
                </ThemeIcon>
              }
            >
              {t('home.attention.behind', { name: group.name, count: group.students_behind, days })}
            </List.Item>
          ))}
          {empty.map((group) => (
            <List.Item
              key={`empty-${group.id}`}
              icon={
                <ThemeIcon color="indigo" variant="light" radius="xl" size={28} aria-hidden>
                  <IconUserPlus size={16} />
                </ThemeIcon>
              }
            >
              {t('home.attention.empty', { name: group.name, code: group.code })}
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to={paths.groups} size="sm" mt="md" display="inline-block">
        {t('home.attention.open')}
      </Anchor>
    </Paper>
  )
}
