import { type HomeOverview, homeOverviewRules } from '@lernraster/shared'
import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { type Icon, IconAlertTriangle, IconCircleCheck, IconUserPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
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
            <AttentionItem key={`behind-${group.id}`} color="orange" icon={IconAlertTriangle}>
              {t('home.attention.behind', { name: group.name, count: group.students_behind, days })}
            </AttentionItem>
          ))}
          {empty.map((group) => (
            <AttentionItem key={`empty-${group.id}`} color="indigo" icon={IconUserPlus}>
              {t('home.attention.empty', { name: group.name, code: group.code })}
            </AttentionItem>
          ))}
        </List>
      )}
      <Anchor component={Link} to={paths.groups} size="sm" mt="md" display="inline-block">
        {t('home.attention.open')}
      </Anchor>
    </Paper>
  )
}

/** One line of the list, its kind told by a round icon. */
function AttentionItem({
  color,
  icon: ItemIcon,
  children,
}: {
  color: string
  icon: Icon
  children: ReactNode
}) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={color} variant="light" radius="xl" size={28} aria-hidden>
          <ItemIcon size={16} />
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  )
}
