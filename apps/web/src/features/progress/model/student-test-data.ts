import type { ModuleWithEvaluations, ProgressTopic, TopicStanding } from '@lernraster/shared'

/**
 * Builders for the student screen's tests: a 3 x 2 module (columns x rows) with three topics, 1.1,
 * 2.1 and 3.2, and three students. Lea Schäfer (id 11, goal 4.5) rated 1.1 and 2.1; Émile Öztürk
 * (12, goal 5) rated 1.1 too fast; Jürgen Ärger (13, goal 4) rated nothing.
 */

export function testStanding(overrides: Partial<TopicStanding> = {}): TopicStanding {
  return { goal: 4.5, average: 5, progress: 50, too_fast: false, evaluations: [], ...overrides }
}

function testTopic(
  id: number,
  order: number,
  blockId: number,
  standings: Record<string, TopicStanding>,
): ProgressTopic {
  return {
    id,
    title: `Thema ${id}`,
    description: '',
    order,
    block_id: blockId,
    topic_type: { id: 1, name: 'normal', title: 'Normal', icon: 'book' },
    questions: [
      { id: id * 10 + 1, title: `Frage ${id}a`, order: 1 },
      { id: id * 10 + 2, title: `Frage ${id}b`, order: 2 },
    ],
    stats: { avg: 0, progress: 0, evaluations: 0 },
    evaluations_per_user: standings,
    has_check: false,
    check_results: {},
  }
}

const block = (id: number, order: number, topics: ProgressTopic[]) => ({
  id,
  name: `Block ${order}`,
  description: '',
  order,
  module_id: 7,
  topics,
})

export function testModuleWithEvaluations(): ModuleWithEvaluations {
  const rating = (question_id: number, grade: number) => ({
    question_id,
    grade,
    goal: 4.5,
  })
  return {
    id: 7,
    name: 'Brüche',
    description: 'Rechnen mit Brüchen',
    rows: 2,
    columns: 3,
    is_owner: true,
    event_id: 3,
    active_module: { id: 9, status_id: 2 },
    group: { id: 5, name: '7a', token: 'ABC123', active_users: 3 },
    archived_in: null,
    subject: { id: 2, token: 'MA', title: 'Mathematik' },
    users: [
      { id: 13, firstname: 'Jürgen', lastname: 'Ärger', goal: 4 },
      { id: 11, firstname: 'Lea', lastname: 'Schäfer', goal: 4.5 },
      { id: 12, firstname: 'Émile', lastname: 'Öztürk', goal: 5 },
    ],
    blocks: [
      // Column 1 carries topic 101 at row 1.
      block(1, 1, [
        testTopic(101, 1, 1, {
          '11': testStanding({
            average: 5.25,
            progress: 100,
            evaluations: [rating(1011, 5), rating(1012, 5.5)],
          }),
          '12': testStanding({
            goal: 5,
            average: 5.5,
            progress: 50,
            too_fast: true,
            evaluations: [rating(1011, 5.5)],
          }),
        }),
      ]),
      block(2, 2, [
        testTopic(201, 1, 2, {
          '11': testStanding({ average: 3.5, progress: 50, evaluations: [rating(2011, 3.5)] }),
        }),
      ]),
      block(3, 3, [testTopic(302, 2, 3, {})]),
    ],
  }
}
