import { describe, expect, it } from 'vitest'
import { buildStudentCards, type StudentCard, topicNumber, topicTiles } from './student-cards'
import { filterStudents, sortStudentsGerman, studentName } from './student-list'
import { testModuleWithEvaluations } from './student-test-data'

const module = testModuleWithEvaluations()

function cardOf(id: number): StudentCard {
  const [card] = buildStudentCards(
    module,
    module.users.filter((user) => user.id === id),
  )
  if (!card) throw new Error(`no card for ${id}`)
  return card
}

/** The tile at column, row (from 1). */
function tileAt(card: StudentCard, column: number, row: number) {
  const tile = card.tiles[row - 1]?.[column - 1]
  if (!tile) throw new Error(`no tile ${column}.${row}`)
  return tile
}

describe('buildStudentCards', () => {
  const lea = cardOf(11)
  const emile = cardOf(12)

  it('lays every cell of the 3 x 2 grid out, empty cells without a topic', () => {
    expect(lea.tiles).toHaveLength(2)
    expect(lea.tiles.map((row) => row.length)).toEqual([3, 3])
    const topics = lea.tiles.map((row) => row.map((tile) => tile.topic?.id ?? null))
    expect(topics).toEqual([
      [101, 201, null],
      [null, null, 302],
    ])
  })

  it("colours a tile by the student's own standing against the goal they had", () => {
    // 5.25 against 4.5: +0.75, one decimal +0.8, intensity 0.2 + 0.6 x 0.8 / 1.2 = 0.6.
    expect(tileAt(lea, 1, 1).deviation).toEqual({ side: 'above', difference: 0.8, intensity: 0.6 })
    // 3.5 against 4.5: -1, intensity 0.2 + 0.6 x 1 / 1.2 = 0.7.
    expect(tileAt(lea, 2, 1).deviation).toEqual({ side: 'below', difference: -1, intensity: 0.7 })
  })

  it('keeps a too-fast standing above the goal and marks too fast apart (issue 31)', () => {
    // 5.5 against 5: +0.5, intensity 0.2 + 0.6 x 0.5 / 1.2 = 0.45; too fast is a fact of its own.
    expect(tileAt(emile, 1, 1).deviation).toEqual({ side: 'above', difference: 0.5, intensity: 0.45 })
    expect(tileAt(emile, 1, 1).tooFast).toBe(true)
    expect(tileAt(lea, 1, 1).tooFast).toBe(false)
    expect(tileAt(emile, 2, 1).tooFast).toBe(false)
  })

  it('leaves a topic without counted ratings grey (side none) and without a standing', () => {
    expect(tileAt(lea, 3, 2).standing).toBeNull()
    expect(tileAt(lea, 3, 2).deviation).toEqual({ side: 'none' })
    expect(tileAt(emile, 2, 1).deviation).toEqual({ side: 'none' })
  })

  it('lists the topic tiles column by column with their numbers', () => {
    expect(topicTiles(lea).map(topicNumber)).toEqual(['1.1', '2.1', '3.2'])
  })
})

describe('sortStudentsGerman', () => {
  it('sorts Ä with A and Ö with O, not after Z', () => {
    const names = sortStudentsGerman(module.users).map((user) => user.lastname)
    expect(names).toEqual(['Ärger', 'Öztürk', 'Schäfer'])
  })

  it('orders by first name within a last name, numbers by value', () => {
    const users = [
      { firstname: 'Lea 10', lastname: 'Meier' },
      { firstname: 'Lea 2', lastname: 'Meier' },
      { firstname: 'Anna', lastname: 'Meier' },
    ]
    expect(sortStudentsGerman(users).map(studentName)).toEqual(['Anna Meier', 'Lea 2 Meier', 'Lea 10 Meier'])
  })
})

describe('filterStudents', () => {
  const names = (query: string) => filterStudents(module.users, query).map(studentName)

  it('keeps everyone for an empty or blank query', () => {
    expect(names('')).toHaveLength(3)
    expect(names('   ')).toHaveLength(3)
  })

  it('matches first or last names, case-insensitive, the query trimmed', () => {
    expect(names('  LEA ')).toEqual(['Lea Schäfer'])
    expect(names('ärg')).toEqual(['Jürgen Ärger'])
    expect(names('ü')).toEqual(['Jürgen Ärger', 'Émile Öztürk'])
  })

  it('matches a first and a last name together', () => {
    expect(names('émile öz')).toEqual(['Émile Öztürk'])
    expect(names('lea öz')).toEqual([])
  })
})
