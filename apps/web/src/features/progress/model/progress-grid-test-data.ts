import type { ModuleWithEvaluations, ProgressStudent, ProgressTopic, TopicStanding } from '@lernraster/shared'

/** Builders for the progress tests: a small class and topics whose standings are written out by hand. */

export const testStudents: ProgressStudent[] = [
  { id: 11, firstname: 'Zoe', lastname: 'Zeller', goal: 5 },
  { id: 12, firstname: 'Ömer', lastname: 'Özil', goal: 4.5 },
  { id: 13, firstname: 'Anna', lastname: 'Amrein', goal: 4 },
  { id: 14, firstname: 'Ben', lastname: 'Amrein', goal: 5.5 },
]

export function standing(average: number, goal: number, progress: number, tooFast = false): TopicStanding {
  return { average, goal, progress, too_fast: tooFast, evaluations: [] }
}

export function progressTopic(
  id: number,
  blockId: number,
  order: number,
  standings: Record<number, TopicStanding> = {},
  overrides: Partial<ProgressTopic> = {},
): ProgressTopic {
  const evaluations = Object.values(standings).length
  return {
    id,
    title: `Thema ${id}`,
    description: '',
    order,
    block_id: blockId,
    topic_type: { id: 2, name: 'exercise', title: 'Übung', icon: 'pencil' },
    questions: [
      { id: id * 10 + 1, title: 'Ich kann A', order: 1 },
      { id: id * 10 + 2, title: 'Ich kann B', order: 2 },
    ],
    stats: { avg: 0, progress: 0, evaluations },
    evaluations_per_user: Object.fromEntries(Object.entries(standings)),
    has_check: false,
    check_results: {},
    ...overrides,
  }
}

export function progressModule(overrides: Partial<ModuleWithEvaluations> = {}): ModuleWithEvaluations {
  return {
    id: 7,
    name: 'Brüche',
    description: 'Rechnen mit Brüchen',
    rows: 3,
    columns: 2,
    is_owner: true,
    event_id: 70,
    active_module: { id: 70, status_id: 2 },
    group: { id: 5, name: '3b', token: 'ABC123', active_users: 4 },
    archived_in: null,
    subject: { id: 6, token: 'MA', title: 'Mathematik' },
    users: testStudents,
    blocks: [
      {
        id: 1,
        name: 'Grundlagen',
        description: '',
        order: 1,
        module_id: 7,
        topics: [progressTopic(101, 1, 1)],
      },
      {
        id: 2,
        name: 'Anwenden',
        description: '',
        order: 2,
        module_id: 7,
        topics: [progressTopic(201, 2, 3)],
      },
    ],
    ...overrides,
  }
}
