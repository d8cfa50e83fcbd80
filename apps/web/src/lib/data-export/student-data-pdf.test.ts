// @vitest-environment node
import type { StudentDataExport } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { testFonts as fonts, pdfTextReader } from '../pdf/pdf-test-support'
import { studentDataSections } from './student-data-lines'
import { studentDataPdf } from './student-data-pdf'
import { studentDataTexts } from './student-data-texts'

// Decision 045: the readable download holds every row of the JSON, with what it belongs to.

const where = { class_name: '6b', subject: 'Mathematik' }
const onQuestion = { ...where, module: 'Brüche', topic: 'Erweitern', question: 'Was ist ¾ von 12?' }
const data = (selfRatings = 1): StudentDataExport => ({
  format: 'lernraster-schuelerdaten-1',
  exported_at: '2026-11-27T13:05:00.000Z',
  account: {
    firstname: 'Jürg',
    lastname: 'Müller',
    email: null,
    username: 'juerg.mueller',
    created_at: '2026-08-17T07:00:00.000Z',
    created_by: 'Vreni Muster',
    general_goal: 4.5,
  },
  classes: [
    { class_name: '6b', teacher: 'Vreni Muster', active: true, joined_at: '2026-08-17T07:00:00.000Z' },
  ],
  invitations: [],
  goals: [{ subject: 'Mathematik', goal: 5, updated_at: '2026-09-01T07:00:00.000Z' }],
  self_ratings: Array.from({ length: selfRatings }, (_, index) => ({
    ...onQuestion,
    question: `Frage ${index + 1}`,
    grade: 5.5,
    goal: 5,
    seconds_spent: 130,
    rated_at: '2026-11-20T09:00:00.000Z',
  })),
  teacher_ratings: [{ ...onQuestion, grade: 4, rated_at: '2026-11-21T09:00:00.000Z' }],
  exams: [
    {
      ...where,
      topic: 'Erweitern',
      due_at: '2026-11-25T09:00:00.000Z',
      self_assessment_before: 4,
      self_assessment_after: null,
      grade: 4.5,
    },
  ],
  feedbacks: [
    {
      ...onQuestion,
      kind: 'Unklar',
      content: 'Was heisst kürzen?',
      solved: false,
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
  help_requests: [
    {
      ...where,
      module: 'Brüche',
      topic: 'Kürzen',
      text: '',
      created_at: '2026-11-22T09:00:00.000Z',
      handled_at: null,
    },
  ],
  next_steps: [{ ...where, module: 'Brüche', topic: 'Kürzen', pinned_at: '2026-11-23T09:00:00.000Z' }],
  check_attempts: [
    {
      ...where,
      module: 'Brüche',
      topic: 'Kürzen',
      number: 1,
      started_at: '2026-11-24T09:00:00.000Z',
      submitted_at: '2026-11-24T09:10:00.000Z',
      right: 4,
      total: 5,
      passed: true,
      answers: {},
    },
  ],
  check_decisions: [
    {
      ...where,
      module: 'Brüche',
      topic: 'Kürzen',
      attested: false,
      note: 'Abgeschrieben',
      decided_at: '2026-11-24T12:00:00.000Z',
    },
  ],
  school_accounts: [
    {
      issuer: 'https://login.schule.example',
      subject: 'a1b2',
      school: 'OS Muster',
      linked_at: '2026-08-17T07:00:00.000Z',
    },
  ],
  roster_ids: [{ teacher: 'Vreni Muster', source_id: 'S-1042', imported_at: '2026-08-17T07:00:00.000Z' }],
  sign_ins: { open_sessions: 2, known_browsers: 1 },
})

const pdftotext = pdfTextReader('student-data-')

describe('the readable download of a student data', () => {
  it('has a line for every row of every list, in German with its grades and dates', () => {
    const sections = studentDataSections(data(), studentDataTexts('de'), 'de')
    const lines = sections.flatMap((section) => section.lines)
    expect(sections.map((section) => section.lines.length)).toEqual([
      7, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2,
    ])
    expect(lines).toContain('Angelegt von: Vreni Muster')
    expect(lines).toContain(
      '20.11.2026 · 6b · Mathematik · Brüche › Erweitern › Frage 1: Note 5,5 (Ziel 5, 130 Sekunden)',
    )
    expect(lines).toContain('fällig 25.11.2026 · 6b · Mathematik · Erweitern: vorher 4, Note 4,5')
    expect(lines).toContain('22.11.2026 · 6b · Mathematik · Brüche › Kürzen (offen)')
    expect(lines).toContain('17.08.2026 · https://login.schule.example · a1b2 · Schule OS Muster')
    expect(lines).toContain('17.08.2026 · S-1042 · importiert von Vreni Muster')
    expect(lines).toContain(
      '24.11.2026 · 6b · Mathematik · Brüche › Kürzen · Versuch 1: 4/5 richtig, bestanden',
    )
    expect(lines).toContain('24.11.2026 · 6b · Mathematik · Brüche › Kürzen: nicht bestätigt «Abgeschrieben»')
  })

  it('is a PDF whose text says it all, continued over pages when long', () => {
    const text = pdftotext(studentDataPdf({ data: data(120), language: 'de', fonts }))
    expect(text).toContain('Daten von Jürg Müller bei Lernraster')
    expect(text).toContain('Selbsteinschätzungen (120)')
    expect(text).toContain('Frage 1:')
    expect(text).toContain('Frage 120:')
    expect(text).toContain('«Was heisst kürzen?» (offen)')
    expect(text).toContain('Offene Einladungen (0)')
    expect(text.split('\f').filter((page) => page.trim() !== '').length).toBeGreaterThan(2)
  })
})
