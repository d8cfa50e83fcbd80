import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconBooks, IconLayoutGrid, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageTitle } from '../../components/page-title'
import { documents, paths } from '../../lib/paths'
import { useSession } from '../../lib/session'

const areas = [
  { to: paths.modules, key: 'modules', icon: IconLayoutGrid },
  { to: paths.groups, key: 'groups', icon: IconUsersGroup },
  { to: paths.subjects, key: 'subjects', icon: IconBooks },
] as const

/** The start page: the three areas of the app and where to learn more. */
export function HomePage() {
  const { t } = useTranslation()
  const { user } = useSession()
  return (
    <Container size="lg">
      <PageTitle>{t('home.title', { firstname: user?.firstname ?? '' })}</PageTitle>
      <Text mb="xl" maw={720}>
        {t('home.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {areas.map(({ to, key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Icon size={32} aria-hidden color="var(--mantine-color-indigo-7)" />
              <Title order={2} size="h3">
                {t(`shell.nav.${key}`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                {t(`home.cards.${key}`)}
              </Text>
              <Button component={Link} to={to} variant="light">
                {t('home.open', { area: t(`shell.nav.${key}`) })}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text mt="xl" size="sm">
        <Anchor href={documents.userGuide} target="_blank" rel="noopener">
          {t('home.guide')}
        </Anchor>
      </Text>
    </Container>
  )
}
