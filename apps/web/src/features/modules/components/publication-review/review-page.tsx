import '../../texts'
import { Role } from '@lernraster/shared'
import { Alert, Button, SegmentedControl, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { useSession } from '../../../../lib/session'
import type { QueueStatus } from '../../api/publication-review'
import { PublicationReview } from './publication-detail'
import { PublicationTable } from './publication-table'

const statuses: QueueStatus[] = ['awaiting', 'declined', 'published']

/** /review: the provider's queue of publications and the review of one (issue 14, role 1 only). */
export function ReviewPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [status, setStatus] = useState<QueueStatus>('awaiting')
  const [chosen, setChosen] = useState<number | null>(null)

  if (user && user.role_id !== Role.admin) {
    return (
      <PageFrame>
        <PageHeader title={t('publicationReview.title')} />
        <Alert color="gray">
          <Stack gap="sm" align="flex-start">
            {t('publicationReview.noAccess')}
            <Button component={Link} to={paths.home} variant="default" size="xs">
              {t('publicationReview.home')}
            </Button>
          </Stack>
        </Alert>
      </PageFrame>
    )
  }
  if (chosen !== null) return <PublicationReview id={chosen} onBack={() => setChosen(null)} />
  return (
    <PageFrame>
      <PageHeader title={t('publicationReview.title')} description={t('publicationReview.description')} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('publicationReview.statuses.label')}
          value={status}
          onChange={(value) => setStatus(value as QueueStatus)}
          data={statuses.map((value) => ({ value, label: t(`publicationReview.statuses.${value}`) }))}
          w="fit-content"
        />
        <PublicationTable status={status} onOpen={setChosen} />
      </Stack>
    </PageFrame>
  )
}
