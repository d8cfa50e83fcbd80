import { type BlockWithTopics, type ModuleDetail, ModuleStatus, type Topic } from '@lernraster/shared'

/** Builders for the model tests: a module whose grid is given as blocks of topic rows. */

export function testTopic(id: number, blockId: number, order: number, title = `Thema ${id}`): Topic {
  return {
    id,
    title,
    description: '',
    order,
    block_id: blockId,
    topic_type_id: 1,
    topic_type: { id: 1, name: 'normal', title: 'Normal', icon: 'book' },
    questions_count: 2,
    questions: [],
  }
}

export function testBlock(
  id: number,
  order: number,
  topicRows: number[],
  firstTopicId = id * 100,
): BlockWithTopics {
  return {
    id,
    name: `Block ${order}`,
    description: '',
    order,
    module_id: 7,
    topics: topicRows.map((row, index) => testTopic(firstTopicId + index, id, row)),
  }
}

export function testModule(overrides: Partial<ModuleDetail> = {}): ModuleDetail {
  return {
    id: 7,
    name: 'Brüche',
    description: 'Rechnen mit Brüchen',
    publication: null,
    status_id: ModuleStatus.draft,
    status: { name: 'draft', title: 'Entwurf' },
    rows: 6,
    columns: 6,
    cover_path: null,
    published_module_id: 0,
    admin_id: 1,
    author: { firstname: 'Anna', lastname: 'Meier' },
    blocks_count: 0,
    topics_count: 0,
    questions_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    is_owner: true,
    rearrange_blocked_by: null,
    blocks: [],
    ...overrides,
  }
}
