import { type MetaDataInput, type ModuleMetaData, storeMessages } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError, type FieldErrors } from '../../lib/app-error'
import { intArray } from '../../lib/int-array'
import { resultRows } from '../../lib/result-rows'

/** The metadata fields after the contract's parsing (tag ids without repeats). */
export type MetaDataFields = Omit<Required<MetaDataInput>, 'tag_ids'> & { tag_ids: number[] }

/**
 * Checks the lookups in one statement: each id exists, the school level and type belong to the chosen
 * country, the price is one of the price list's, every tag exists. Throws field errors for all at once.
 */
export async function checkMetaDataLookups(db: Db, fields: MetaDataFields): Promise<void> {
  const result = await db.execute(sql`
    select
      exists (select 1 from lernraster_subjects where id = ${fields.lernraster_subject_id}) as subject,
      exists (select 1 from countries where id = ${fields.country_id}) as country,
      exists (select 1 from languages where id = ${fields.language_id}) as language,
      (select country_id from school_levels where id = ${fields.schoollevel_id}) as level_country,
      (select country_id from school_types where id = ${fields.schooltype_id}) as type_country,
      exists (select 1 from prices where crystals = ${fields.crystals}) as price,
      (select count(*)::int from tags where id = any(${intArray(fields.tag_ids)})) as tags_found`)
  const found = resultRows<{
    subject: boolean
    country: boolean
    language: boolean
    level_country: number | null
    type_country: number | null
    price: boolean
    tags_found: number
  }>(result)[0]!
  const errors: FieldErrors = {}
  const fail = (field: string, message: string) => {
    errors[field] = [message]
  }
  if (!found.subject) fail('lernraster_subject_id', storeMessages.lookupUnknown)
  if (!found.country) fail('country_id', storeMessages.lookupUnknown)
  if (!found.language) fail('language_id', storeMessages.lookupUnknown)
  if (found.level_country === null) fail('schoollevel_id', storeMessages.lookupUnknown)
  else if (found.level_country !== fields.country_id) fail('schoollevel_id', storeMessages.levelNotOfCountry)
  if (found.type_country === null) fail('schooltype_id', storeMessages.lookupUnknown)
  else if (found.type_country !== fields.country_id) fail('schooltype_id', storeMessages.typeNotOfCountry)
  if (!found.price) fail('crystals', storeMessages.priceRequired)
  if (found.tags_found !== fields.tag_ids.length) fail('tag_ids', storeMessages.lookupUnknown)
  if (Object.keys(errors).length > 0) throw new AppError('validation', undefined, errors)
}

const columnsOf = (fields: MetaDataFields) => sql`
  description = ${fields.description}, crystals = ${fields.crystals},
  lernraster_subject_id = ${fields.lernraster_subject_id}, schoollevel_id = ${fields.schoollevel_id},
  schooltype_id = ${fields.schooltype_id}, language_id = ${fields.language_id}, country_id = ${fields.country_id}`

/** The metadata of a new store copy, with its tags; returns its id. */
export async function insertMetaData(
  tx: Db,
  input: { moduleId: number; fields: MetaDataFields; now: Date },
): Promise<number> {
  const { fields } = input
  const at = input.now.toISOString()
  const result = await tx.execute(sql`
    with inserted as (
      insert into module_meta_data (module_id, description, crystals, lernraster_subject_id, schoollevel_id,
        schooltype_id, language_id, country_id, submitted_at, updated_at)
      values (${input.moduleId}, ${fields.description}, ${fields.crystals}, ${fields.lernraster_subject_id},
        ${fields.schoollevel_id}, ${fields.schooltype_id}, ${fields.language_id}, ${fields.country_id},
        ${at}::timestamptz, ${at}::timestamptz)
      returning id),
    tagged as (
      insert into module_meta_data_tags (meta_data_id, tag_id)
      select inserted.id, tag_id from inserted, unnest(${intArray(fields.tag_ids)}) as tag_id)
    select id from inserted`)
  return resultRows<{ id: number }>(result)[0]!.id
}

/** New fields and tags for existing metadata, in one statement. */
export async function updateMetaData(
  tx: Db,
  input: { id: number; fields: MetaDataFields; now: Date },
): Promise<void> {
  await tx.execute(sql`
    with updated as (
      update module_meta_data set ${columnsOf(input.fields)}, updated_at = ${input.now.toISOString()}::timestamptz
      where id = ${input.id} returning id),
    untagged as (delete from module_meta_data_tags where meta_data_id = ${input.id}
      and tag_id <> all(${intArray(input.fields.tag_ids)}))
    insert into module_meta_data_tags (meta_data_id, tag_id)
    select updated.id, tag_id from updated, unnest(${intArray(input.fields.tag_ids)}) as tag_id
    on conflict do nothing`)
}

/** `md` as the contract's metadata, its tags in German order. Needs `md` in scope. */
export const metaDataJson = sql`json_build_object(
  'id', md.id, 'module_id', md.module_id, 'description', md.description, 'crystals', md.crystals,
  'lernraster_subject_id', md.lernraster_subject_id, 'schoollevel_id', md.schoollevel_id,
  'schooltype_id', md.schooltype_id, 'language_id', md.language_id, 'country_id', md.country_id,
  'tags', coalesce((select json_agg(json_build_object('id', tg.id, 'title', tg.title) order by tg.title)
    from module_meta_data_tags mt join tags tg on tg.id = mt.tag_id where mt.meta_data_id = md.id), '[]'::json))`

/** A metadata row with its copy's owner and status, locked FOR UPDATE when asked. */
export interface MetaDataRow {
  meta: Omit<ModuleMetaData, 'tag_ids'>
  owner_id: number
  status_id: number
  superseded: boolean
  /** Off the store: withdrawn with its deleted original, or taken off by its author or the provider. */
  left_store: boolean
}

export async function readMetaData(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MetaDataRow | undefined> {
  const lock = options.lock ? sql`for update of md` : sql``
  const result = await db.execute(sql`
    select ${metaDataJson} as meta, c.owner_id, c.status_id,
      md.superseded_at is not null as superseded, (md.withdrawn_at is not null or md.removed_at is not null) as left_store
    from module_meta_data md join modules c on c.id = md.module_id
    where md.id = ${id} ${lock}`)
  return resultRows<MetaDataRow>(result)[0]
}
