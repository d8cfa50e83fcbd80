/**
 * A one-page PDF 1.4 of plain text (a worksheet's solutions) written by hand: the standard
 * Helvetica fonts, which every reader has, so nothing is embedded. Text goes out in
 * WinAnsiEncoding, which holds the German letters (ä, ö, ü, é, «, »).
 */

export interface PdfText {
  title: string
  /** Wrapped to the page width; an empty paragraph leaves a blank line. */
  paragraphs: readonly string[]
}

const page = { width: 595, height: 842, margin: 56 } as const
const title = { font: 'F2', size: 16, leading: 22, maxChars: 50 } as const
const body = { font: 'F1', size: 11, leading: 15, paragraphGap: 5, maxChars: 82 } as const

/** WinAnsiEncoding's codes for the characters outside Latin-1 that it has (PDF 1.7, Annex D). */
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
}

/** A PDF string literal in WinAnsiEncoding; a character the encoding lacks is a mistake in our text. */
function textString(text: string): Buffer {
  const bytes: number[] = [0x28]
  for (const char of text) {
    const code = char.codePointAt(0)!
    const byte =
      winAnsiExtras[char] ??
      ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : undefined)
    if (byte === undefined) throw new Error(`«${char}» is not in WinAnsiEncoding: ${text}`)
    // Backslash and parentheses are escaped inside a string literal.
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) bytes.push(0x5c)
    bytes.push(byte)
  }
  bytes.push(0x29)
  return Buffer.from(bytes)
}

/** Any text for the document information, as UTF-16BE with a byte order mark. */
const infoString = (text: string) =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`

export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  return [...lines, line]
}

function pageContent(document: PdfText): Buffer {
  const parts: Buffer[] = []
  let y = page.height - page.margin - title.size
  const write = (text: string, style: { font: string; size: number; leading: number }) => {
    if (y < page.margin) throw new Error(`«${document.title}» does not fit on one page`)
    if (text !== '') {
      parts.push(Buffer.from(`BT /${style.font} ${style.size} Tf ${page.margin} ${y} Td `, 'latin1'))
      parts.push(textString(text), Buffer.from(' Tj ET\n', 'latin1'))
    }
    y -= style.leading
  }
  for (const line of wrapText(document.title, title.maxChars)) write(line, title)
  y -= body.leading
  for (const paragraph of document.paragraphs) {
    for (const line of wrapText(paragraph, body.maxChars)) write(line, body)
    y -= body.paragraphGap
  }
  return Buffer.concat(parts)
}

const font = (name: string) =>
  `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`

export function textPdf(document: PdfText): Buffer {
  const content = pageContent(document)
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    Buffer.from(font('Helvetica')),
    Buffer.from(font('Helvetica-Bold')),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Title ${infoString(document.title)} /Producer (Lernraster) >>`),
  ]
  // The comment's bytes above 127 tell transfer programs that the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  for (const [index, object] of objects.entries()) {
    offsets.push(length)
    const wrapped = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')])
    parts.push(wrapped)
    length += wrapped.length
  }
  // Each cross-reference entry is exactly 20 bytes: offset, generation, kind, space and newline.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(parts)
}
