import qrcode from 'qrcode-generator'
import { createReportDocument, fitText, type ReportFonts, reportFont } from '../../../lib/pdf/pdf-document'

/**
 * Login cards for students without an address (docs/product/accounts.md "Students without an
 * address", decision 038): 10 cards an A4 page (2 x 5) with cutting lines, each with the name, the
 * class, the user name, the start password and a QR code that opens the student app's login with
 * the user name filled in. Made in the browser with jsPDF and the progress report's fonts; this
 * module and qrcode-generator load only when the teacher prints (cards-export.ts).
 */

export interface LoginCard {
  firstname: string
  lastname: string
  username: string
  startPassword: string
}

export interface LoginCardTexts {
  title: string
  username: string
  startPassword: string
  hint: string
}

/** The cards' page: A4 in points, 2 columns and 5 rows inside a margin. */
const page = { width: 595.28, height: 841.89, margin: 28, columns: 2, rows: 5 } as const
export const cardsPerPage = page.columns * page.rows
const cardWidth = (page.width - 2 * page.margin) / page.columns
const cardHeight = (page.height - 2 * page.margin) / page.rows

/** The address a card's QR code holds: the student app's login with the user name filled in. */
export function cardLoginUrl(appUrl: string, username: string): string {
  return `${appUrl.replace(/\/+$/, '')}/student/login?user=${encodeURIComponent(username)}`
}

/** The dark modules of a QR code (error correction M, the smallest version that fits). */
export type QrMatrix = { size: number; isDark: (row: number, column: number) => boolean }

export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  return { size: code.getModuleCount(), isDark: (row, column) => code.isDark(row, column) }
}

function drawQr(
  doc: ReturnType<typeof createReportDocument>,
  matrix: QrMatrix,
  x: number,
  y: number,
  side: number,
) {
  const cell = side / matrix.size
  doc.setFillColor(0, 0, 0)
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell, 'F')
    }
  }
}

/** Sets the largest font size from `size` down to 6 pt at which `text` fits `width`. */
function shrinkToFit(
  doc: ReturnType<typeof createReportDocument>,
  text: string,
  width: number,
  size: number,
) {
  let current = size
  doc.setFontSize(current)
  while (current > 6 && doc.getTextWidth(text) > width) {
    current -= 0.5
    doc.setFontSize(current)
  }
}

function drawCuttingLines(doc: ReturnType<typeof createReportDocument>) {
  doc.setDrawColor(150, 150, 150)
  doc.setLineWidth(0.5)
  doc.setLineDashPattern([3, 3], 0)
  for (let column = 0; column <= page.columns; column++) {
    const x = page.margin + column * cardWidth
    doc.line(x, page.margin, x, page.height - page.margin)
  }
  for (let row = 0; row <= page.rows; row++) {
    const y = page.margin + row * cardHeight
    doc.line(page.margin, y, page.width - page.margin, y)
  }
  doc.setLineDashPattern([], 0)
}

/**
 * The cards as PDF bytes. `makeQr` builds a code's matrix from the text it is to hold (the real
 * builder unless a test watches what it is given).
 */
export function loginCardsPdf(input: {
  cards: LoginCard[]
  groupName: string
  appUrl: string
  fonts: ReportFonts
  texts: LoginCardTexts
  language: string
  makeQr?: (text: string) => QrMatrix
}): ArrayBuffer {
  const makeQr = input.makeQr ?? qrMatrix
  const doc = createReportDocument(input.fonts, { title: input.texts.title, language: input.language })
  const padding = 12
  // About 32 mm: a phone reads it from the paper, and the text beside it keeps room.
  const qrSide = 92
  const textWidth = cardWidth - 3 * padding - qrSide
  input.cards.forEach((card, index) => {
    const onPage = index % cardsPerPage
    if (index > 0 && onPage === 0) doc.addPage()
    if (onPage === 0) drawCuttingLines(doc)
    const x = page.margin + (onPage % page.columns) * cardWidth
    const y = page.margin + Math.floor(onPage / page.columns) * cardHeight
    const left = x + padding
    doc.setTextColor(0, 0, 0)
    doc.setFont(reportFont, 'bold')
    doc.setFontSize(12)
    doc.text(fitText(doc, `${card.firstname} ${card.lastname}`, textWidth), left, y + padding + 12)
    doc.setFont(reportFont, 'normal')
    doc.setFontSize(9)
    doc.text(fitText(doc, input.groupName, textWidth), left, y + padding + 26)
    doc.text(input.texts.username, left, y + padding + 50)
    doc.text(input.texts.startPassword, left, y + padding + 84)
    // A user name or password is never cut: a long one is set smaller until it fits.
    doc.setFont(reportFont, 'bold')
    shrinkToFit(doc, card.username, textWidth, 13)
    doc.text(card.username, left, y + padding + 64)
    shrinkToFit(doc, card.startPassword, textWidth, 13)
    doc.text(card.startPassword, left, y + padding + 98)
    doc.setFont(reportFont, 'normal')
    doc.setFontSize(7)
    doc.text(doc.splitTextToSize(input.texts.hint, textWidth) as string[], left, y + padding + 114)
    drawQr(
      doc,
      makeQr(cardLoginUrl(input.appUrl, card.username)),
      x + cardWidth - padding - qrSide,
      y + padding,
      qrSide,
    )
  })
  return doc.output('arraybuffer')
}
