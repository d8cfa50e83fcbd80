import { describe, expect, it } from 'vitest'
import { topicOptionsOf } from './topic-options'

describe('topicOptionsOf', () => {
  const without = (title: string) => `${title} (ohne Fragen)`

  it('groups topics by module, named with their block', () => {
    const options = topicOptionsOf(
      [
        {
          module: { id: 1, name: 'Brüche' },
          topics: [
            { id: 10, title: 'Kürzen', block: 'Grundlagen', questions: 3 },
            { id: 11, title: 'Erweitern', block: '', questions: 0 },
          ],
        },
        { module: { id: 2, name: 'Leer' }, topics: [] },
      ],
      without,
    )
    expect(options).toEqual([
      {
        group: 'Brüche',
        items: [
          { value: '10', label: 'Grundlagen · Kürzen' },
          { value: '11', label: 'Erweitern (ohne Fragen)', disabled: true },
        ],
      },
    ])
  })
})
