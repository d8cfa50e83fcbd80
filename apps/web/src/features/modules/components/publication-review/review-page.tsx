import '../../texts'
import { Group, SegmentedControl, Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../../components/page-frame'
import { useAddressFilters } from '../../../../lib/use-address-filters'
import { ProviderFrame } from '../../../provider/components/provider-frame'
import { TakedownButton } from '../../../provider/components/takedown-button'
import type { QueueStatus, ReviewFilters } from '../../api/publication-review'
import { PublicationReview } from './publication-detail'
import { PublicationTable } from './publication-table'
import { type FilterValues, ReviewFilterBar } from './review-filters'

const statuses: QueueStatus[] = ['awaiting', 'declined', 'published']
const filterKeys = [
  'author',
  'lernraster_subject_id',
  'country_id',
  'submitted_from',
  'submitted_to',
] as const
const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const idPattern = /^\d{1,10}$/

/** The address's filters as the server reads them; anything malformed is left out. */
function filtersOf(values: FilterValues, author: string): ReviewFilters {
  const id = (value: string) => (idPattern.test(value) ? Number(value) : undefined)
  const day = (value: string) => (dayPattern.test(value) ? value : undefined)
  return {
    author: author || undefined,
    lernraster_subject_id: id(values.lernraster_subject_id),
    country_id: id(values.country_id),
    submitted_from: day(values.submitted_from),
    submitted_to: day(values.submitted_to),
  }
}

/**
 * /review: the provider's queue of publications and the review of one (issue 14, role 1 only), the
 * first tab of the provider's area (issue 38). Tab and filters live in the address: a reload keeps
 * them. A listed module can be taken off the store from the *Veröffentlicht* tab and its detail.
 */
export function ReviewPage() {
  const { t } = useTranslation()
  const { params, change } = useAddressFilters({ status: 'awaiting' })
  const status = statuses.find((value) => value === params.get('status')) ?? 'awaiting'
  const values = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as FilterValues
  const [author] = useDebouncedValue(values.author.trim(), 300)
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null)

  if (chosen !== null) {
    return (
      <>
        <PublicationReview id={chosen.id} onBack={() => setChosen(null)} />
        {status === 'published' && (
          <PageFrame>
            <Group justify="flex-end">
              <TakedownButton moduleId={chosen.id} name={chosen.name} onDone={() => setChosen(null)} />
            </Group>
          </PageFrame>
        )}
      </>
    )
  }
  return (
    <ProviderFrame
      area="review"
      title={t('publicationReview.title')}
      description={t('publicationReview.description')}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('publicationReview.statuses.label')}
          value={status}
          onChange={(value) => change({ status: value as QueueStatus })}
          data={statuses.map((value) => ({ value, label: t(`publicationReview.statuses.${value}`) }))}
          w="fit-content"
        />
        <ReviewFilterBar values={values} onChange={change} />
        <PublicationTable
          status={status}
          filters={filtersOf(values, author)}
          onOpen={(id, name) => setChosen({ id, name })}
        />
      </Stack>
    </ProviderFrame>
  )
}
