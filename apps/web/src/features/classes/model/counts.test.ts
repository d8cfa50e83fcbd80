import { describe, expect, it } from 'vitest'
import { countsOf, countsText } from './counts'

const homework = { event_id: 1, topic_title: 'Brüche', event_avg: 4.5, goal: 4 }
const exam = { event_id: 2, topic_title: 'Prozent', before: 4, after: 4.5, grade: 5 }
const words = {
  homework: (count: number) => `${count} ${count === 1 ? 'Hausaufgabe' : 'Hausaufgaben'}`,
  exams: (count: number) => `${count} ${count === 1 ? 'Prüfung' : 'Prüfungen'}`,
}

describe('counts', () => {
  it('counts the homework and exams of a subject', () => {
    expect(countsOf({ homework: [homework, homework, homework], exam: [exam] })).toEqual({
      homework: 3,
      exams: 1,
    })
    expect(countsOf({ homework: [], exam: [] })).toEqual({ homework: 0, exams: 0 })
  })

  it('joins the two counts in the words of the language pack', () => {
    expect(countsText({ homework: 3, exams: 1 }, words)).toBe('3 Hausaufgaben · 1 Prüfung')
    expect(countsText({ homework: 1, exams: 0 }, words)).toBe('1 Hausaufgabe · 0 Prüfungen')
  })
})
