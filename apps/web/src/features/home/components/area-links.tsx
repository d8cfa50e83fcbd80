import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core'
import { IconBooks, IconLayoutGrid, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

const areas = [
  { to: paths.modules, key: 'modules', icon: IconLayoutGrid },
  { to: paths.groups, key: 'groups', icon: IconUsersGroup },
  { to: paths.subjects, key: 'subjects', icon: IconBooks },
] as const

/** The three areas in a row of small links, for the way back to them. */
export function AreaLinks() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('home.areas.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {areas.map(({ to, key, icon: Icon }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Icon size={24} aria-hidden color="var(--mantine-color-indigo-7)" style={{ flexShrink: 0 }} />
              <div>
                <Anchor component={Link} to={to} fw={600}>
                  {t(`shell.nav.${key}`)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`home.areas.${key}`)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </nav>
  )
}
