import type { StoreModuleDetail, StorePage, storeSearchQuery } from '@lernraster/shared'
import { storeLimits } from '@lernraster/shared'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { storedPath } from '../core/file-store'
import { readStoreModule, type StoreCardRow, searchStore } from './store-catalog.repo'

const withCover = <T extends StoreCardRow>({ cover_file_id, ...card }: T) => ({
  ...card,
  cover_path: cover_file_id === null ? null : storedPath(cover_file_id),
})

/** At most ten words; each must appear in the name or the description (any case, parts of words too). */
const wordsOf = (search: string | undefined) => (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10)

export async function searchTheStore(
  ctx: AppContext,
  userId: number,
  query: z.output<typeof storeSearchQuery>,
): Promise<StorePage> {
  const { search, ...filters } = query
  const found = await searchStore(ctx.db, userId, { ...filters, words: wordsOf(search) })
  return {
    total: found.total,
    items: found.items.map(withCover),
    page: query.page,
    per_page: storeLimits.perPage,
  }
}

export async function findStoreModule(
  ctx: AppContext,
  userId: number,
  moduleId: number,
): Promise<StoreModuleDetail> {
  const found = await readStoreModule(ctx.db, userId, moduleId)
  if (!found) throw new AppError('notFound')
  return withCover(found) as StoreModuleDetail
}
