import type { StudentProgressReport } from '@lernraster/shared'
import { createReportDocument, type ReportFonts } from '../../../lib/pdf/pdf-document'
import type { StudentCard } from '../model/student-cards'
import type { TeacherGrades } from '../model/topic-judgment'
import { drawReportPage } from './report-draw'
import { exportPercent, type ReportHeader, type ReportTexts, reportPage } from './report-pages'

export type ReportExportOptions = {
  /** The filtered students' cards, in the order the screen shows them: one page each. */
  cards: readonly StudentCard[]
  header: ReportHeader
  texts: ReportTexts
  language: string
  title: string
  fonts: ReportFonts
  /** The teacher's ratings of the activation (issue 19), by student and question. */
  teacher: TeacherGrades
  /** GET /modules/getStudentProgressReport for one student. */
  loadFigures: (studentId: number, signal: AbortSignal) => Promise<StudentProgressReport>
  onProgress: (percent: number) => void
  signal: AbortSignal
}

/** Lets the browser paint the overlay's percent and handle a click on cancel between two pages. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/**
 * A page takes a few milliseconds to draw; giving the browser a turn after each one cost more than
 * the drawing (a timer turn, a paint). Every 30 ms keeps the percent moving and cancel answering
 * within two frames.
 */
const yieldEveryMs = 30

function stopIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason ?? new DOMException('Cancelled', 'AbortError')
}

/**
 * docs/product/progress.md "PDF report": for each student in turn, load their report figures and add their
 * page; the percent is floor(index / count x 100), 100 at the end. Cancelling (the signal) stops between two
 * pages or during a request and rejects, so nothing is saved. Answers the finished PDF's bytes.
 *
 * One request at a time, but the next one starts as soon as the previous answer
 * is in: the page is drawn (and the document with its fonts set up) while it travels.
 */
export async function exportStudentReports(options: ReportExportOptions): Promise<ArrayBuffer> {
  const { cards, signal } = options
  const request = (index: number) => {
    const card = cards[index]
    if (!card) return null
    const answer = options.loadFigures(card.student.id, signal)
    // A cancel leaves the request in flight unawaited: its rejection is expected, not unhandled.
    answer.catch(() => {})
    return answer
  }
  let pending = request(0)
  let lastYield = performance.now()
  const doc = createReportDocument(options.fonts, { title: options.title, language: options.language })
  for (const [index, card] of cards.entries()) {
    stopIfCancelled(signal)
    options.onProgress(exportPercent(index, cards.length))
    const figures = await pending
    stopIfCancelled(signal)
    pending = request(index + 1)
    if (!figures) break
    if (index > 0) doc.addPage()
    drawReportPage(
      doc,
      reportPage(card, figures, options.texts, options.language, options.teacher),
      options.header,
      options.texts,
      index + 1,
    )
    if (performance.now() - lastYield >= yieldEveryMs) {
      await nextTask()
      lastYield = performance.now()
    }
  }
  stopIfCancelled(signal)
  options.onProgress(100)
  return doc.output('arraybuffer')
}
