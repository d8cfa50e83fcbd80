import type { MetaDataInput, ModuleDetail, StoreModuleDetail } from '@lernraster/shared'
import type { StoreLookups } from '../../../lib/store-lookups'

const titled = (items: { id: number; title: string }[], id: number) => {
  const item = items.find((candidate) => candidate.id === id)
  return { id, title: item?.title ?? '–' }
}

/**
 * The store page a buyer would see of `module` published with `meta` (issue 38: *Vorschau* in the publish
 * dialog): the grid by titles only, as the store's answer carries it; nobody has bought or used it yet.
 */
export function storePreviewOf(
  module: ModuleDetail,
  meta: MetaDataInput,
  lookups: StoreLookups,
): StoreModuleDetail {
  const blocks = module.blocks.map((block) => ({
    id: block.id,
    name: block.name,
    order: block.order,
    topics: block.topics.map((topic) => ({
      id: topic.id,
      title: topic.title,
      order: topic.order,
      topic_type_id: topic.topic_type_id,
      questions: topic.questions.map((question) => ({ id: question.id, title: question.title })),
    })),
  }))
  const topics = blocks.flatMap((block) => block.topics)
  return {
    id: module.id,
    name: module.name,
    description: meta.description,
    cover_path: module.cover_path,
    crystals: meta.crystals,
    your_price: meta.crystals,
    admin_id: module.admin_id,
    author: module.author,
    lernraster_subject: titled(lookups.subjects, meta.lernraster_subject_id),
    schoollevel: titled(lookups.schoolLevels, meta.schoollevel_id),
    schooltype: titled(lookups.schoolTypes, meta.schooltype_id),
    language: titled(lookups.languages, meta.language_id),
    country: titled(lookups.countries, meta.country_id),
    tags: (meta.tag_ids ?? []).map((id) => titled(lookups.tags, id)),
    rows: module.rows,
    columns: module.columns,
    topics_count: topics.length,
    questions_count: topics.reduce((sum, topic) => sum + topic.questions.length, 0),
    buyers_count: 0,
    classes_count: 0,
    published_at: new Date().toISOString(),
    purchased: false,
    owns_earlier_version: false,
    is_own: false,
    available: true,
    blocks,
  }
}
