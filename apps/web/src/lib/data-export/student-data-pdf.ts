import type { StudentDataExport } from '@lernraster/shared'
import { a4, createReportDocument, type ReportFonts, setTextStyle } from '../pdf/pdf-document'
import { exportedAtLine, studentDataSections, studentDataTitle } from './student-data-lines'
import { studentDataTexts } from './student-data-texts'

const margin = 48
const width = a4.width - 2 * margin
const ink = [33, 37, 41] as const
const muted = [90, 98, 106] as const
const body = { size: 9.5, leading: 13 }
const heading = { size: 13, leading: 18, before: 12 }

/**
 * A student's data as a readable A4 PDF (decision 045): the title, then each section with its lines,
 * wrapped to the page and continued on the next. Made in the browser with jsPDF and the report's
 * fonts, so the text stays text (selectable, read by `pdftotext`). Load it with `import()`.
 */
export function studentDataPdf(input: {
  data: StudentDataExport
  language: string
  fonts: ReportFonts
}): ArrayBuffer {
  const texts = studentDataTexts(input.language)
  const title = studentDataTitle(input.data, texts)
  const doc = createReportDocument(input.fonts, { title, language: input.language })
  let y = margin

  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (y + height <= a4.height - margin) return
    doc.addPage()
    y = margin
  }
  const paragraph = (text: string, size: number, leading: number) => {
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      room(leading)
      doc.text(line, margin, y + size)
      y += leading
    }
  }

  setTextStyle(doc, 'bold', 18, ink)
  paragraph(title, 18, 24)
  setTextStyle(doc, 'normal', body.size, muted)
  paragraph(exportedAtLine(input.data, texts, input.language), body.size, body.leading)
  paragraph(texts.intro, body.size, body.leading)

  for (const section of studentDataSections(input.data, texts, input.language)) {
    y += heading.before
    // A heading never ends a page alone: it keeps at least one line below it.
    room(heading.leading + body.leading)
    setTextStyle(doc, 'bold', heading.size, ink)
    paragraph(`${section.title} (${section.lines.length})`, heading.size, heading.leading)
    setTextStyle(doc, 'normal', body.size, ink)
    if (section.lines.length === 0) paragraph(texts.none, body.size, body.leading)
    for (const line of section.lines) paragraph(line, body.size, body.leading)
  }
  return doc.output('arraybuffer')
}
