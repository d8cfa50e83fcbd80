import { type MetaDataInput, ModuleStatus, type ModuleSummary, storeLimits } from '@lernraster/shared'

/**
 * What an own module offers for the store (docs/product/store.md "Publication states"): published and
 * awaiting offer editing the metadata, declined does not; only a module the store lists offers the store
 * page. Publishing again is a new version once something was published or waits (decision 018).
 */
export interface PublicationOffer {
  publish: 'first' | 'newVersion'
  editMetaData: boolean
  /** The store module to link to, or null when the store lists nothing of it. */
  storeModuleId: number | null
  /** The newest copy awaits the provider: the author may take the submission back (decision 054). */
  withdraw: boolean
  /** The store lists a version: the author may take it off the store (decision 054). */
  unlist: boolean
}

export function publicationOffer(module: Pick<ModuleSummary, 'publication'>): PublicationOffer {
  const publication = module.publication
  if (!publication)
    return { publish: 'first', editMetaData: false, storeModuleId: null, withdraw: false, unlist: false }
  const live =
    publication.status_id === ModuleStatus.published ||
    publication.status_id === ModuleStatus.awaitingConfirmation
  // A copy taken off the store is no longer live: its metadata stays as it was (decision 054).
  const removed = publication.removal_kind !== null
  return {
    publish: live || publication.store_module_id !== null || removed ? 'newVersion' : 'first',
    editMetaData: live && !removed,
    storeModuleId: publication.store_module_id,
    withdraw: publication.status_id === ModuleStatus.awaitingConfirmation,
    unlist: publication.store_module_id !== null,
  }
}

/** The form's values: ids as strings (Mantine selects), null until chosen. */
export interface MetaDataFormValues {
  description: string
  crystals: string | null
  lernraster_subject_id: string | null
  country_id: string | null
  schoollevel_id: string | null
  schooltype_id: string | null
  language_id: string | null
  tag_ids: string[]
}

export type MetaDataField = Exclude<keyof MetaDataFormValues, 'tag_ids'> | 'tag_ids'

/** A new publication starts from the module's own description, cut to what the store allows. */
export function initialValues(
  module: Pick<ModuleSummary, 'description'>,
  previous?: Omit<MetaDataInput, 'tag_ids'> & { tag_ids?: number[] },
): MetaDataFormValues {
  const text = (value: number | undefined) => (value === undefined ? null : String(value))
  if (previous) {
    return {
      description: previous.description,
      crystals: text(previous.crystals),
      lernraster_subject_id: text(previous.lernraster_subject_id),
      country_id: text(previous.country_id),
      schoollevel_id: text(previous.schoollevel_id),
      schooltype_id: text(previous.schooltype_id),
      language_id: text(previous.language_id),
      tag_ids: (previous.tag_ids ?? []).map(String),
    }
  }
  return {
    description: module.description.trim().slice(0, storeLimits.metaDescriptionMax),
    crystals: null,
    lernraster_subject_id: null,
    country_id: null,
    schoollevel_id: null,
    schooltype_id: null,
    language_id: null,
    tag_ids: [],
  }
}

export type MetaDataProblem = 'descriptionRequired' | 'descriptionTooLong' | 'choose' | 'tooManyTags'

/** The checks the server makes too, so the teacher sees every missing field at once before sending. */
export function checkMetaData(
  values: MetaDataFormValues,
):
  | { ok: true; value: MetaDataInput }
  | { ok: false; problems: Partial<Record<MetaDataField, MetaDataProblem>> } {
  const problems: Partial<Record<MetaDataField, MetaDataProblem>> = {}
  const description = values.description.trim()
  if (description === '') problems.description = 'descriptionRequired'
  else if (description.length > storeLimits.metaDescriptionMax) problems.description = 'descriptionTooLong'
  const required = [
    'crystals',
    'lernraster_subject_id',
    'country_id',
    'schoollevel_id',
    'schooltype_id',
    'language_id',
  ] as const
  for (const field of required) if (values[field] === null) problems[field] = 'choose'
  if (values.tag_ids.length > storeLimits.tagsMax) problems.tag_ids = 'tooManyTags'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    value: {
      description,
      crystals: Number(values.crystals),
      lernraster_subject_id: Number(values.lernraster_subject_id),
      country_id: Number(values.country_id),
      schoollevel_id: Number(values.schoollevel_id),
      schooltype_id: Number(values.schooltype_id),
      language_id: Number(values.language_id),
      tag_ids: values.tag_ids.map(Number),
    },
  }
}

/** A school level or type keeps its place only while it belongs to the chosen country. */
export function withCountry(
  values: MetaDataFormValues,
  countryId: string | null,
  lists: {
    schoolLevels: { id: number; country_id: number }[]
    schoolTypes: { id: number; country_id: number }[]
  },
): MetaDataFormValues {
  const belongs = (id: string | null, list: { id: number; country_id: number }[]) =>
    id !== null && list.some((item) => String(item.id) === id && String(item.country_id) === countryId)
  return {
    ...values,
    country_id: countryId,
    schoollevel_id: belongs(values.schoollevel_id, lists.schoolLevels) ? values.schoollevel_id : null,
    schooltype_id: belongs(values.schooltype_id, lists.schoolTypes) ? values.schooltype_id : null,
  }
}
