import type { TopicChoice } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { topicOptionsOf } from './topic-options'

describe('topicOptionsOf', () => {
  const without = (title: string) => `${title} (ohne Fragen)`

  it('groups topics by module, named with their block', () => {
    const options = topicOptionsOf(
      [
        {
          module: { id: 1, name: 'Brüche' },
          runs: [],
          topics: [
            { id: 10, title: 'Kürzen', block: 'Grundlagen', questions: 3 },
            { id: 11, title: 'Erweitern', block: '', questions: 0 },
          ],
        },
        { module: { id: 2, name: 'Leer' }, runs: [], topics: [] },
      ],
      without,
    )
    expect(options.groups).toEqual([
      {
        group: 'Brüche',
        items: [
          { value: '10', label: 'Grundlagen · Kürzen' },
          { value: '11', label: 'Erweitern (ohne Fragen)', disabled: true },
        ],
      },
    ])
  })

  // Issue 38: with Fach = Mathematik the list still started with "Sprache untersuchen · Wortarten".
  describe('with a class and a subject chosen', () => {
    const choices: TopicChoice[] = [
      {
        module: { id: 1, name: 'Deutsch: Kompetenzraster' },
        runs: [{ group_id: 7, subject_id: 1 }],
        topics: [{ id: 10, title: 'Wortarten', block: 'Sprache untersuchen', questions: 3 }],
      },
      {
        module: { id: 2, name: 'Mathematik: Kompetenzraster' },
        runs: [
          { group_id: 7, subject_id: 3 },
          { group_id: 8, subject_id: 3 },
        ],
        topics: [{ id: 20, title: 'Brüche kürzen', block: 'Zahl und Variable', questions: 2 }],
      },
      {
        module: { id: 3, name: 'Prozentrechnen' },
        runs: [],
        topics: [{ id: 30, title: 'Anteile', block: 'Grundlagen', questions: 2 }],
      },
    ]
    const groupsOf = (groupId: string | null, subjectId: string | null) =>
      topicOptionsOf(choices, without, { groupId, subjectId })

    it('offers only the modules running in that class and subject, each under its name', () => {
      expect(groupsOf('7', '3')).toEqual({
        scope: 'running',
        groups: [
          {
            group: 'Mathematik: Kompetenzraster',
            items: [{ value: '20', label: 'Zahl und Variable · Brüche kürzen' }],
          },
        ],
      })
      expect(groupsOf('7', '1').groups.map((group) => group.group)).toEqual(['Deutsch: Kompetenzraster'])
    })

    it("offers every module, and says so, when nothing runs there; the subject's modules first", () => {
      const options = groupsOf('9', '3')
      expect(options.scope).toBe('noneRunning')
      expect(options.groups.map((group) => group.group)).toEqual([
        'Mathematik: Kompetenzraster',
        'Deutsch: Kompetenzraster',
        'Prozentrechnen',
      ])
    })

    it('offers every module until both are chosen', () => {
      expect(groupsOf('7', null).scope).toBe('chooseFirst')
      expect(groupsOf(null, '3').groups).toHaveLength(3)
    })
  })
})
