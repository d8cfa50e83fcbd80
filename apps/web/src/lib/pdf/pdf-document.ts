import { jsPDF } from 'jspdf'
/** A4 in points, jsPDF's unit here. */
export const a4 = { width: 595.28, height: 841.89 } as const

/**
 * A jsPDF document with the report's two typefaces (docs/product/progress.md "PDF report": Montserrat 700 and
 * 400, docs/stack.md "PDF fonts"). The TTFs are embedded as subsets, so the
 * text stays text: selectable, searchable, and read by `pdftotext`.
 */

export type ReportFonts = { bold: ArrayBuffer | Uint8Array; regular: ArrayBuffer | Uint8Array }

export const reportFont = 'Montserrat'

// The fonts are the same bytes on every export of the page's life: convert them once.
const converted = new WeakMap<object, string>()

/** jsPDF's virtual file system takes a "binary string": one character per byte. */
function binaryString(bytes: ArrayBuffer | Uint8Array): string {
  const known = converted.get(bytes)
  if (known !== undefined) return known
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  const chunk = 0x8000 // fromCharCode's argument list has a limit; 32 K is well within it
  let text = ''
  for (let start = 0; start < view.length; start += chunk) {
    text += String.fromCharCode(...view.subarray(start, start + chunk))
  }
  converted.set(bytes, text)
  return text
}

export function createReportDocument(fonts: ReportFonts, meta: { title: string; language: string }): jsPDF {
  const doc = new jsPDF({
    unit: 'pt',
    format: [a4.width, a4.height],
    orientation: 'portrait',
    compress: true,
  })
  doc.addFileToVFS('Montserrat-Bold.ttf', binaryString(fonts.bold))
  // No weight argument: jsPDF would fold 'bold' + 700 into a style named 'boldbold'.
  doc.addFont('Montserrat-Bold.ttf', reportFont, 'bold', undefined, 'Identity-H')
  doc.addFileToVFS('Montserrat-Regular.ttf', binaryString(fonts.regular))
  doc.addFont('Montserrat-Regular.ttf', reportFont, 'normal', undefined, 'Identity-H')
  doc.setFont(reportFont, 'normal')
  doc.setProperties({ title: meta.title, creator: 'Lernraster' })
  doc.setLanguage(meta.language.startsWith('de') ? 'de-DE' : 'en-GB')
  return doc
}

/** `text` cut with an ellipsis so that it fits `maxWidth` in the current font and size. */
export function fitText(doc: jsPDF, text: string, maxWidth: number): string {
  if (doc.getTextWidth(text) <= maxWidth) return text
  const characters = Array.from(text)
  let length = characters.length
  while (length > 1 && doc.getTextWidth(`${characters.slice(0, length).join('').trimEnd()}…`) > maxWidth) {
    length -= 1
  }
  return `${characters.slice(0, length).join('').trimEnd()}…`
}

export function setTextStyle(doc: jsPDF, weight: 'bold' | 'normal', size: number, colour: readonly number[]) {
  doc.setFont(reportFont, weight)
  doc.setFontSize(size)
  doc.setTextColor(colour[0] ?? 0, colour[1] ?? 0, colour[2] ?? 0)
}
