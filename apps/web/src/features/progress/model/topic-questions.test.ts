import type { TopicQuestion, TopicUser } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { questionCsvRows, questionLines } from './topic-questions'
import { formatDuration, topicStudentLines } from './topic-students'

const question = (
  id: number,
  order: number,
  average: number | null,
  timed = 0,
  tooFast = 0,
): TopicQuestion => ({
  id,
  title: `Ich kann ${id}`,
  order,
  average,
  evaluations: average === null ? 0 : 3,
  too_fast: tooFast,
  timed,
})

describe('questionLines', () => {
  const lines = questionLines([question(7, 2, 3.99), question(5, 1, 4), question(9, 3, null)])

  it('numbers the questions in the topic`s order', () => {
    expect(lines.map((line) => [line.number, line.question.id])).toEqual([
      [1, 5],
      [2, 7],
      [3, 9],
    ])
  })

  it('marks an average below 4 as danger, 4 itself and no average not', () => {
    expect(lines.map((line) => line.danger)).toEqual([false, true, false])
  })

  it('writes the CSV with German decimals, and no too-fast count where no time was recorded', () => {
    const rows = questionCsvRows(
      questionLines([question(5, 1, 4.5, 3, 1), question(7, 2, null)]),
      { headers: ['Nr.', 'Frage', 'Durchschnitt', 'Bewertungen', 'Zu schnell'] },
      'de',
    )
    expect(rows).toEqual([
      ['Nr.', 'Frage', 'Durchschnitt', 'Bewertungen', 'Zu schnell'],
      [1, 'Ich kann 5', '4,50', 3, 1],
      [2, 'Ich kann 7', '', 0, ''],
    ])
  })
})

const user = (
  id: number,
  lastname: string,
  average: number | null,
  goal: number,
  timed: number,
  seconds: number,
): TopicUser => ({
  id,
  firstname: 'Vor',
  lastname,
  goal,
  average,
  progress: 50,
  evaluations: timed,
  too_fast: 0,
  timed,
  seconds_spent: seconds,
  last_rated_at: null,
  check: null,
})

describe('topicStudentLines', () => {
  const lines = topicStudentLines([
    user(1, 'Zürcher', 5, 4, 2, 600),
    user(2, 'Ackermann', 5, 4, 2, 200),
    user(3, 'Müller', null, 4, 0, 0),
  ])

  it('sorts the German way and colours by the distance from the goal', () => {
    expect(lines.map((line) => line.user.lastname)).toEqual(['Ackermann', 'Müller', 'Zürcher'])
    // Zürcher: 300 s a question, 1 above the goal: green at 0.2 + 0.6 x 1 / 1.2 = 0.7
    expect(lines[2]?.fill).toBe('rgba(8, 127, 91, 0.7)')
    expect(lines[2]?.arrow).toBe('↗')
  })

  it('flags a student under 120 s a question on average, and keeps the side of the goal (issue 31)', () => {
    // Ackermann: 200 s over 2 questions = 100 s: too fast, and 1 above the goal, green as anybody's.
    expect(lines[0]?.tooFast).toBe(true)
    expect(lines[0]?.fill).toBe('rgba(8, 127, 91, 0.7)')
    expect([lines[0]?.side, lines[0]?.arrow]).toEqual(['above', '↗'])
    expect(lines[1]?.tooFast).toBe(false)
    expect(lines[1]?.fill).toBe('var(--mantine-color-gray-4)')
  })
})

describe('formatDuration', () => {
  it('writes seconds, minutes and hours', () => {
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(60)).toBe('1 min')
    expect(formatDuration(749)).toBe('12 min')
    expect(formatDuration(3600)).toBe('1 h')
    expect(formatDuration(3900)).toBe('1 h 5 min')
  })
})
