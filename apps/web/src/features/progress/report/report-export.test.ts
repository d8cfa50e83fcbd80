// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { StudentProgressReport } from '@lernraster/shared'
import { afterAll, describe, expect, it } from 'vitest'
import type { ReportFonts } from '../../../lib/pdf/pdf-document'
import { buildStudentCards } from '../model/student-cards'
import { sortStudentsGerman } from '../model/student-list'
import { testModuleWithEvaluations } from '../model/student-test-data'
import { teacherGradesByStudent } from '../model/teacher-ratings'
import { exportStudentReports, type ReportExportOptions } from './report-export'
import type { ReportTexts } from './report-pages'

// The report in Node, read back with poppler's pdftotext: the same jsPDF code the browser runs. The
// fonts come from node_modules here; in the browser Vite serves the same files (lib/pdf/pdf-fonts.ts).
const fontFile = createRequire(import.meta.url).resolve
const fonts: ReportFonts = {
  bold: readFileSync(fontFile('@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf')),
  regular: readFileSync(fontFile('@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf')),
}

const texts: ReportTexts = {
  labels: { name: 'NAME', date: 'DATUM', group: 'KLASSE', subject: 'FACH', goal: 'ZIEL', test: 'TEST' },
  sections: { progress: 'BEARBEITETE AUFTRÄGE', daysWorked: 'ARBEITSTAGE', reliability: 'ZUVERLÄSSIGKEIT' },
  hints: {
    progress: 'der Fragen des Moduls bewertet',
    daysWorked: 'Tage mit mindestens einer Bewertung',
    reliability: 'der Aufgaben über 5 s bearbeitet',
  },
  legend: {
    above: 'über dem Ziel',
    below: 'unter dem Ziel',
    none: 'noch nicht bewertet',
    tooFast: (topics) => `zu schnell bewertet (im Mittel unter 2 Minuten je Frage): ${topics}`,
    tooFastNone: 'in keinem Thema',
    tooFastCount: (count, total) => `in ${count} von ${total} Themen`,
  },
  notes: 'NOTIZEN',
  judgment: {
    tile: (value) => `L ${value}`,
    title: 'SELBSTEINSCHÄTZUNG UND LEHRPERSON',
    line: (gap) =>
      `${gap.cell} ${gap.title}: selbst ${gap.self}, Lehrperson ${gap.teacher}, Abweichung ${gap.gap} (${gap.direction})`,
    none: 'Keine Abweichung von 2 Noten oder mehr zwischen Selbsteinschätzung und Lehrperson.',
    notRated: 'Noch keine Bewertung der Lehrperson.',
    direction: { higher: 'schätzt sich höher ein', lower: 'schätzt sich tiefer ein' },
  },
  page: (number) => `SEITE | ${number}`,
  percent: (value) => `${value} %`,
  check: {
    attested: (date) => `LK ${date}`,
    notAttested: 'LK nicht bestanden',
    legend: 'LK: Lernkontrolle bestanden (Datum)',
  },
}

const figures: Record<number, StudentProgressReport> = {
  12: {
    progress_percentage: 17,
    days_worked_count: 3,
    carefully_evaluated_percentage: 83,
    evaluations_count: 1,
    questions_count: 6,
  },
  13: {
    progress_percentage: 0,
    days_worked_count: 0,
    carefully_evaluated_percentage: 0,
    evaluations_count: 0,
    questions_count: 6,
  },
}

const folder = mkdtempSync(path.join(tmpdir(), 'lernraster-report-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const module = testModuleWithEvaluations()
// The filtered students: Jürgen Ärger and Émile Öztürk, without Lea Schäfer.
const cards = buildStudentCards(module, sortStudentsGerman(module.users.filter((user) => user.id !== 11)))

function options(overrides: Partial<ReportExportOptions> = {}): ReportExportOptions {
  return {
    cards,
    header: { date: '23.11.2026', group: '7a', subject: 'Mathematik', test: 'Brüche' },
    texts,
    language: 'de',
    title: 'Lernbericht Brüche',
    fonts,
    // Émile rated question 1011 a 5.5 (student-test-data.ts); the teacher gave 2: a gap of +3.50.
    teacher: teacherGradesByStudent([{ user_id: 12, question_id: 1011, grade: 2 }]),
    loadFigures: async (id) => figures[id] as StudentProgressReport,
    onProgress: () => {},
    signal: new AbortController().signal,
    ...overrides,
  }
}

function poppler(tool: string, file: string, ...args: string[]): string {
  if (!existsSync(`/usr/bin/${tool}`))
    throw new Error(`${tool} is missing: install it with   sudo apt-get install -y poppler-utils`)
  return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  })
}

describe('exportStudentReports', () => {
  it('writes one A4 page per filtered student, with names and labels as searchable text', async () => {
    const percents: number[] = []
    const asked: number[] = []
    const bytes = await exportStudentReports(
      options({
        onProgress: (percent) => percents.push(percent),
        loadFigures: async (id) => {
          asked.push(id)
          return figures[id] as StudentProgressReport
        },
      }),
    )
    const file = path.join(folder, 'report.pdf')
    writeFileSync(file, new Uint8Array(bytes))

    expect(asked).toEqual([13, 12])
    expect(percents).toEqual([0, 50, 100])
    const info = poppler('pdfinfo', file)
    expect(info).toMatch(/Pages:\s+2\n/)
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/)
    expect(info).toMatch(/Title:\s+Lernbericht Brüche/)

    const first = poppler('pdftotext', file, '-f', '1', '-l', '1')
    const second = poppler('pdftotext', file, '-f', '2', '-l', '2')
    expect(first).toContain('Jürgen Ärger')
    expect(second).toContain('Émile Öztürk')
    expect(first + second).not.toContain('Schäfer')
    for (const label of [
      'NAME',
      'DATUM',
      'KLASSE',
      'FACH',
      'ZIEL',
      'TEST',
      'BEARBEITETE AUFTRÄGE',
      'ARBEITSTAGE',
      'ZUVERLÄSSIGKEIT',
      'NOTIZEN',
    ]) {
      expect(second).toContain(label)
    }
    expect(first).toContain('SEITE | 1')
    expect(second).toContain('SEITE | 2')
    // Émile's figures, goal and his one rated topic (1.1: 5,50), and the activation.
    for (const text of ['17 %', '83 %', '23.11.2026', '7a', 'Mathematik', 'Brüche', '5,50', '1.1', '3.2']) {
      expect(second).toContain(text)
    }
    expect(second).toMatch(/ZIEL[\s\S]*\b5\b/)
    // Issue 31: the reliability says what it counts, and the screens' too fast is on paper too, as
    // its own fact: Émile rated 1.1 too fast, at 5,50 above his goal of 5; Jürgen rated nothing.
    const secondText = second.replace(/\s+/g, ' ')
    expect(secondText).toMatch(/ZUVERLÄSSIGKEIT .*83 %.*der Aufgaben über 5 s bearbeitet/)
    expect(secondText).toContain('zu schnell bewertet (im Mittel unter 2 Minuten je Frage): 1.1')
    expect(first.replace(/\s+/g, ' ')).toContain(
      'zu schnell bewertet (im Mittel unter 2 Minuten je Frage): in keinem Thema',
    )
    expect(second).not.toContain('oder zu schnell')
    expect(second).not.toContain('RELIABILITY')
    // Issue 19: the teacher's average on the tile and the gap in words; Jürgen is not rated yet.
    expect(second).toContain('L 2,00')
    expect(second).toContain('SELBSTEINSCHÄTZUNG UND LEHRPERSON')
    expect(second.replace(/\s+/g, ' ')).toContain(
      '1.1 Thema 101: selbst 5,50, Lehrperson 2,00, Abweichung +3,50 (schätzt sich höher ein)',
    )
    expect(first).toContain('Noch keine Bewertung der Lehrperson.')

    // Text, not pictures: both typefaces embedded (jsPDF subsets them without the subset name
    // prefix, so pdffonts says "sub no": 2 pages weigh ~55 KB against 330 KB for one whole TTF).
    const embedded = poppler('pdffonts', file).match(/^Montserrat\s+CID TrueType\s+Identity-H\s+yes/gm)
    expect(embedded).toHaveLength(2)
    expect(bytes.byteLength).toBeLessThan(150_000)
    expect(poppler('pdfimages', file, '-list').trim().split('\n')).toHaveLength(2) // the header lines only
  })

  it("prints what the check attests beside the self-rating and the teacher's grade (issue 37)", async () => {
    // Topic 1.1 has a check: Émile passed it on 22 November, the teacher failed Jürgen with a note.
    const withCheck = testModuleWithEvaluations()
    const topic = withCheck.blocks[0]!.topics[0]!
    topic.has_check = true
    topic.check_results = {
      '12': {
        attestation: { attested: true, at: '2026-11-22T09:30:00.000Z', by: 'check', note: '' },
        decided_by: null,
        attempts: 1,
        right: 5,
        total: 5,
      },
      '13': {
        attestation: {
          attested: false,
          at: '2026-11-23T09:30:00.000Z',
          by: 'teacher',
          note: 'Abgeschrieben',
        },
        decided_by: 'Anna Lehrer',
        attempts: 1,
        right: 5,
        total: 5,
      },
    }
    const checked = buildStudentCards(
      withCheck,
      sortStudentsGerman(withCheck.users.filter((user) => user.id !== 11)),
    )
    const bytes = await exportStudentReports(options({ cards: checked }))
    const file = path.join(folder, 'report-check.pdf')
    writeFileSync(file, new Uint8Array(bytes))
    const first = poppler('pdftotext', file, '-f', '1', '-l', '1').replace(/\s+/g, ' ')
    const second = poppler('pdftotext', file, '-f', '2', '-l', '2').replace(/\s+/g, ' ')
    // Émile's tile 1.1: his average, the teacher's grade and the check's date, in that order.
    expect(second).toMatch(/5,50.*L 2,00.*LK 22\.11\.26|LK 22\.11\.26.*L 2,00/)
    expect(second).toContain('5,50')
    expect(second).toContain('LK: Lernkontrolle bestanden (Datum)')
    expect(first).toContain('LK nicht bestanden')
    // Without a check in the grid, neither the line nor the legend.
    const plain = path.join(folder, 'report-plain.pdf')
    writeFileSync(plain, new Uint8Array(await exportStudentReports(options())))
    expect(poppler('pdftotext', plain)).not.toContain('LK')
  })

  it('stops when cancelled between two pages and produces nothing', async () => {
    const controller = new AbortController()
    const percents: number[] = []
    const asked: number[] = []
    const run = exportStudentReports(
      options({
        signal: controller.signal,
        // The teacher cancels while the overlay shows 50 %, before the second page is drawn.
        onProgress: (percent) => {
          percents.push(percent)
          if (percent === 50) controller.abort()
        },
        loadFigures: async (id) => {
          asked.push(id)
          return figures[id] as StudentProgressReport
        },
      }),
    )
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(asked).toEqual([13, 12])
    expect(percents).toEqual([0, 50])
  })

  it('asks for one student at a time, the next only after the previous answer', async () => {
    let open = 0
    let mostOpen = 0
    await exportStudentReports(
      options({
        loadFigures: async (id) => {
          open += 1
          mostOpen = Math.max(mostOpen, open)
          await new Promise((resolve) => setTimeout(resolve, 5))
          open -= 1
          return figures[id] as StudentProgressReport
        },
      }),
    )
    expect(mostOpen).toBe(1)
  })
})
