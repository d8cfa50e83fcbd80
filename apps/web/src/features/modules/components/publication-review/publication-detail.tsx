import { ModuleStatus, type PublicationDetail, storeLimits, type Topic } from '@lernraster/shared'
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { isApiError } from '../../../../lib/api-error'
import { showSnackbar } from '../../../../lib/snackbar'
import { usePublicationQuery, useReviewMutation } from '../../api/publication-review'
import { type CellAddress, cellAt, cellLabel, createGridModel } from '../../model/grid-model'
import { TopicViewDialog } from '../dialogs/topic-view-dialog'
import { ModuleGrid } from '../grid/module-grid'

/** One publication under review: its store details, its whole grid read-only, confirm or decline. */
export function PublicationReview({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation()
  const query = usePublicationQuery(id)
  if (query.isError) {
    return (
      <PageFrame>
        <BackButton onBack={onBack} />
        <LoadErrorAlert message={t('publicationReview.loadError')} query={query} />
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  return <Review publication={query.data} onBack={onBack} />
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  return (
    <Button variant="subtle" size="compact-sm" onClick={onBack} mb="xs">
      ← {t('publicationReview.detail.back')}
    </Button>
  )
}

function Review({ publication, onBack }: { publication: PublicationDetail; onBack: () => void }) {
  const { t } = useTranslation()
  const review = useReviewMutation()
  const model = useMemo(
    () => createGridModel({ ...publication, description: publication.meta_data.description }),
    [publication],
  )
  const [shown, setShown] = useState<{ topic: Topic; label: string } | null>(null)
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const awaiting = publication.status_id === ModuleStatus.awaitingConfirmation

  function decide(decision: { id: number; reason?: string }) {
    if (review.isPending) return
    setProblem(null)
    review.mutate(decision, {
      onSuccess: () => {
        showSnackbar(
          decision.reason === undefined
            ? t('publicationReview.detail.confirmed')
            : t('publicationReview.detail.declined'),
        )
        onBack()
      },
      // Another administrator decided first (409), or the author withdrew the submission (404: it is
      // gone, decision 054).
      onError: (failure) =>
        setProblem(
          isApiError(failure, 'conflict')
            ? t('publicationReview.detail.alreadyDecided')
            : isApiError(failure, 'notFound')
              ? t('publicationReview.detail.withdrawn')
              : t('common.error'),
        ),
    })
  }

  function sendDecline() {
    const text = reason.trim()
    if (text === '') return setProblem(t('publicationReview.detail.reasonRequired'))
    if (text.length > storeLimits.declineReasonMax)
      return setProblem(t('publicationReview.detail.reasonTooLong'))
    decide({ id: publication.module_id, reason: text })
  }

  const facts: [string, string][] = [
    [t('publicationReview.detail.subject'), publication.lernraster_subject.title],
    [t('publicationReview.detail.country'), publication.country.title],
    [t('publicationReview.detail.schoolLevel'), publication.schoollevel.title],
    [t('publicationReview.detail.schoolType'), publication.schooltype.title],
    [t('publicationReview.detail.language'), publication.language.title],
    [
      t('publicationReview.detail.tags'),
      publication.meta_data.tags.map((tag) => tag.title).join(', ') || t('publicationReview.detail.none'),
    ],
    [t('publicationReview.columns.price'), t('publicationReview.crystals', { count: publication.crystals })],
    [
      t('publicationReview.columns.author'),
      `${publication.author.firstname} ${publication.author.lastname} (${publication.author.email})`,
    ],
  ]
  const actions = awaiting && !declining && (
    <Group gap="sm">
      <Button variant="default" color="red" onClick={() => setDeclining(true)} disabled={review.isPending}>
        {t('publicationReview.detail.decline')}
      </Button>
      <Button onClick={() => decide({ id: publication.module_id })} loading={review.isPending}>
        {t('publicationReview.detail.confirm')}
      </Button>
    </Group>
  )

  return (
    <PageFrame wide>
      <BackButton onBack={onBack} />
      <PageHeader
        title={publication.name}
        description={publication.status.title}
        action={actions || undefined}
      />
      <Stack gap="lg">
        {declining && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Textarea
                label={t('publicationReview.detail.reason')}
                description={t('publicationReview.detail.reasonHint')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                autosize
                minRows={3}
                required
                data-autofocus
              />
              <Text size="xs">{t('publicationReview.detail.count', { count: reason.trim().length })}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setDeclining(false)} disabled={review.isPending}>
                  {t('publicationReview.detail.cancel')}
                </Button>
                <Button color="red" onClick={sendDecline} loading={review.isPending}>
                  {t('publicationReview.detail.sendDecline')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {publication.decline_reason && (
          <Alert color="red" title={t('publicationReview.detail.declineReason')}>
            {publication.decline_reason}
          </Alert>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('publicationReview.detail.meta')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{publication.meta_data.description}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            {facts.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('publicationReview.detail.grid')}
          </Title>
          <ModuleGrid
            model={model}
            mode="view"
            onOpenCell={(address: CellAddress) => {
              const topic = cellAt(model, address)?.topic
              if (topic) setShown({ topic, label: cellLabel(address) })
            }}
          />
        </Stack>
      </Stack>
      <TopicViewDialog
        topic={shown?.topic ?? null}
        label={shown?.label ?? ''}
        onClose={() => setShown(null)}
      />
    </PageFrame>
  )
}
