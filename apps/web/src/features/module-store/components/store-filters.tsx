import { type StoreSort, storeSorts } from '@lernraster/shared'
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStoreLookupsQuery } from '../../../lib/store-lookups'
import type { StoreFilters } from '../model/store-query'

type Props = { filters: StoreFilters; onChange: (change: Partial<StoreFilters>) => void }

const options = (items: { id: number; title: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.title }))

/** How long typing may pause before the store searches: a search per word, not per letter. */
const searchDelayMs = 300

/** The store's search field, filters and sort (issue 14); levels and types only of the chosen country. */
export function StoreFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const lookups = useStoreLookupsQuery().data
  const [typed, setTyped] = useState(filters.search)
  // The URL may change the search from outside (back button): the field follows.
  useEffect(() => setTyped(filters.search), [filters.search])
  useEffect(() => {
    if (typed === filters.search) return
    const timer = setTimeout(() => onChange({ search: typed }), searchDelayMs)
    return () => clearTimeout(timer)
  }, [typed, filters.search, onChange])

  const ofCountry = (list: { id: number; title: string; country_id: number }[] = []) =>
    options(list.filter((item) => String(item.country_id) === filters.country_id))
  const noCountry = filters.country_id === null
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label={t('moduleStore.search.label')}
        placeholder={t('moduleStore.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
      />
      <Select
        label={t('moduleStore.search.subject')}
        data={options(lookups?.subjects ?? [])}
        value={filters.lernraster_subject_id}
        onChange={(value) => onChange({ lernraster_subject_id: value })}
        searchable
        clearable
      />
      <Select
        label={t('moduleStore.search.country')}
        data={options(lookups?.countries ?? [])}
        value={filters.country_id}
        onChange={(value) => onChange({ country_id: value })}
        clearable
      />
      <Select
        label={t('moduleStore.search.language')}
        data={options(lookups?.languages ?? [])}
        value={filters.language_id}
        onChange={(value) => onChange({ language_id: value })}
        clearable
      />
      <Select
        label={t('moduleStore.search.schoolLevel')}
        data={ofCountry(lookups?.schoolLevels)}
        value={filters.schoollevel_id}
        onChange={(value) => onChange({ schoollevel_id: value })}
        placeholder={noCountry ? t('moduleStore.search.chooseCountryFirst') : undefined}
        disabled={noCountry}
        clearable
      />
      <Select
        label={t('moduleStore.search.schoolType')}
        data={ofCountry(lookups?.schoolTypes)}
        value={filters.schooltype_id}
        onChange={(value) => onChange({ schooltype_id: value })}
        placeholder={noCountry ? t('moduleStore.search.chooseCountryFirst') : undefined}
        disabled={noCountry}
        clearable
      />
      <MultiSelect
        label={t('moduleStore.search.tags')}
        data={options(lookups?.tags ?? [])}
        value={filters.tag_ids}
        onChange={(value) => onChange({ tag_ids: value })}
        maxValues={8}
        searchable
        clearable
      />
      <Select
        label={t('moduleStore.search.price')}
        data={(lookups?.prices ?? []).map((price) => ({
          value: String(price.crystals),
          label:
            price.crystals === 0
              ? t('moduleStore.search.free')
              : t('moduleStore.search.upTo', { count: price.crystals }),
        }))}
        value={filters.max_crystals}
        onChange={(value) => onChange({ max_crystals: value })}
        clearable
      />
      <Select
        label={t('moduleStore.search.sort')}
        data={storeSorts.map((sort) => ({ value: sort, label: t(`moduleStore.search.sorts.${sort}`) }))}
        value={filters.sort}
        onChange={(value) => onChange({ sort: (value ?? 'newest') as StoreSort })}
        allowDeselect={false}
      />
    </SimpleGrid>
  )
}
