import { storeLimits } from '@lernraster/shared'
import { MultiSelect, Select, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { StoreLookups } from '../../api/publishing'
import { type MetaDataField, type MetaDataFormValues, withCountry } from '../../model/publication'

type Props = {
  values: MetaDataFormValues
  onChange: (values: MetaDataFormValues) => void
  lookups: StoreLookups
  errors: Partial<Record<MetaDataField, string>>
}

const options = (items: { id: number; title: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.title }))

/**
 * The store's description of a module (docs/product/store.md "Metadata and lists"), as the publish and edit
 * dialogs ask it.
 */
export function MetaDataFields({ values, onChange, lookups, errors }: Props) {
  const { t } = useTranslation()
  const set = (field: MetaDataField) => (value: string | string[] | null) =>
    onChange({ ...values, [field]: value })
  const ofCountry = (list: { id: number; title: string; country_id: number }[]) =>
    options(list.filter((item) => String(item.country_id) === values.country_id))
  const noCountry = values.country_id === null
  const prices = lookups.prices.map((price) => ({
    value: String(price.crystals),
    label:
      price.crystals === 0
        ? t('publishing.fields.free')
        : t('publishing.fields.priceOption', { name: price.name, count: price.crystals }),
  }))

  return (
    <Stack gap="sm">
      <Textarea
        label={t('publishing.fields.description')}
        description={t('publishing.fields.descriptionHint')}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={3}
        maxRows={8}
        required
        data-autofocus
        rightSectionWidth={0}
      />
      <div aria-live="polite" style={{ fontSize: 'var(--mantine-font-size-xs)', marginTop: -6 }}>
        {t('publishing.fields.count', {
          count: values.description.trim().length,
          max: storeLimits.metaDescriptionMax,
        })}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('publishing.fields.price')}
          data={prices}
          value={values.crystals}
          onChange={set('crystals')}
          error={errors.crystals}
          required
          allowDeselect={false}
        />
        <Select
          label={t('publishing.fields.subject')}
          data={options(lookups.subjects)}
          value={values.lernraster_subject_id}
          onChange={set('lernraster_subject_id')}
          error={errors.lernraster_subject_id}
          searchable
          required
        />
        <Select
          label={t('publishing.fields.country')}
          data={options(lookups.countries)}
          value={values.country_id}
          onChange={(countryId) => onChange(withCountry(values, countryId, lookups))}
          error={errors.country_id}
          required
        />
        <Select
          label={t('publishing.fields.language')}
          data={options(lookups.languages)}
          value={values.language_id}
          onChange={set('language_id')}
          error={errors.language_id}
          required
        />
        <Select
          label={t('publishing.fields.schoolLevel')}
          data={ofCountry(lookups.schoolLevels)}
          value={values.schoollevel_id}
          onChange={set('schoollevel_id')}
          error={errors.schoollevel_id}
          placeholder={noCountry ? t('publishing.fields.chooseCountryFirst') : undefined}
          disabled={noCountry}
          required
        />
        <Select
          label={t('publishing.fields.schoolType')}
          data={ofCountry(lookups.schoolTypes)}
          value={values.schooltype_id}
          onChange={set('schooltype_id')}
          error={errors.schooltype_id}
          placeholder={noCountry ? t('publishing.fields.chooseCountryFirst') : undefined}
          disabled={noCountry}
          required
        />
      </SimpleGrid>
      <MultiSelect
        label={t('publishing.fields.tags')}
        description={t('publishing.fields.tagsHint')}
        data={options(lookups.tags)}
        value={values.tag_ids}
        onChange={set('tag_ids')}
        error={errors.tag_ids}
        maxValues={storeLimits.tagsMax}
        searchable
        clearable
      />
    </Stack>
  )
}
