import { ModuleStatus } from '@lernraster/shared'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Whether a store copy is listed in the store now (decision 018): confirmed, and neither replaced by a
 * newer confirmed version of its line, nor withdrawn because its original was deleted, nor taken off the
 * store by its author or the provider (decision 054). One line has at most one such copy. `copy` and `meta` are the SQL aliases of its `modules` and `module_meta_data` rows.
 */
export const listedInStore = (copy: string, meta: string): SQL =>
  sql.raw(`(${copy}.status_id = ${ModuleStatus.published} and ${meta}.published_at is not null
    and ${meta}.superseded_at is null and ${meta}.withdrawn_at is null and ${meta}.removed_at is null)`)
