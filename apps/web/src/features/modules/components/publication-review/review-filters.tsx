import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ReviewFilters } from '../../api/publication-review'
import { useStoreLookupsQuery } from '../../api/publishing'

export type FilterValues = Record<keyof ReviewFilters, string>

/**
 * The review lists' filters (issue 38): author (words of the name or e-mail), subject, country and the
 * days of submission. The page keeps them in the address, so a reload keeps them.
 */
export function ReviewFilterBar({
  values,
  onChange,
}: {
  values: FilterValues
  onChange: (next: Partial<FilterValues>) => void
}) {
  const { t } = useTranslation()
  const lookups = useStoreLookupsQuery().data
  const any = Object.values(values).some((value) => value !== '')
  const options = (items: { id: number; title: string }[] | undefined) => [
    { value: '', label: t('provider.filters.all') },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.title })),
  ]
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('provider.filters.label')}>
      <TextInput
        label={t('provider.filters.author')}
        placeholder={t('provider.filters.authorPlaceholder')}
        value={values.author}
        onChange={(event) => onChange({ author: event.currentTarget.value })}
        w={220}
      />
      <NativeSelect
        label={t('provider.filters.subject')}
        value={values.lernraster_subject_id}
        onChange={(event) => onChange({ lernraster_subject_id: event.currentTarget.value })}
        data={options(lookups?.subjects)}
        w={200}
      />
      <NativeSelect
        label={t('provider.filters.country')}
        value={values.country_id}
        onChange={(event) => onChange({ country_id: event.currentTarget.value })}
        data={options(lookups?.countries)}
        w={170}
      />
      <TextInput
        type="date"
        label={t('provider.filters.from')}
        value={values.submitted_from}
        onChange={(event) => onChange({ submitted_from: event.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t('provider.filters.to')}
        value={values.submitted_to}
        onChange={(event) => onChange({ submitted_to: event.currentTarget.value })}
        w={160}
      />
      {any && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              author: '',
              lernraster_subject_id: '',
              country_id: '',
              submitted_from: '',
              submitted_to: '',
            })
          }
        >
          {t('provider.filters.reset')}
        </Button>
      )}
    </Group>
  )
}
