import '../texts'
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { PageLoader } from '../../../components/page-loader'
import { documents } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { useHomeOverviewQuery } from '../api/home-overview'
import { firstSteps } from '../model/first-steps'
import { AreaLinks } from './area-links'
import { AttentionList } from './attention-list'
import { FirstStepsCard } from './first-steps-card'

/**
 * The start page: for a new teacher the next step as a short checklist that knows what is done; for a
 * teacher with classes, what needs attention. One request (GET /home/overview) serves it all.
 */
export function HomePage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const overview = useHomeOverviewQuery()

  return (
    <PageFrame>
      <PageHeader
        title={t('home.title', { firstname: user?.firstname ?? '' })}
        description={t('home.intro')}
      />
      {overview.isPending ? (
        <PageLoader />
      ) : overview.isError ? (
        <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('home.loadError')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void overview.refetch()}>
            {t('common.reload')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="xl">
          <FirstStepsCard steps={firstSteps(overview.data)} />
          {overview.data.classes > 0 && <AttentionList overview={overview.data} />}
          <AreaLinks />
        </Stack>
      )}
      <Text mt="xl" size="sm">
        <Anchor href={documents.userGuide} target="_blank" rel="noopener">
          {t('home.guide')}
        </Anchor>
      </Text>
    </PageFrame>
  )
}
