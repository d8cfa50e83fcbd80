import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chartSize, coverSize, drawBarChart, drawCover } from '../../src/modules/demo/generated/demo-images'
import { encodePng } from '../../src/modules/demo/generated/png'
import { textPdf, wrapText } from '../../src/modules/demo/generated/text-pdf'
import { seededRandom } from '../../src/modules/demo/school/seeded-random'
import { pdfText, pngChunks, pngSize } from './demo-file-checks'

describe('the PNG encoder', () => {
  it('writes signature, IHDR, IDAT and IEND with correct CRCs, and the pixels as given', () => {
    const width = 3
    const height = 2
    const pixels = Uint8Array.from({ length: width * height * 3 }, (_, index) => (index * 37) % 256)
    const chunks = pngChunks(encodePng({ width, height, pixels }))
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    // 3 x 2, 8 bits, RGB, deflate, filter method 0, not interlaced.
    expect([...chunks[0]!.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0])
    const scanlines = inflateSync(chunks[1]!.data)
    expect(scanlines).toHaveLength(height * (1 + width * 3))
    for (let y = 0; y < height; y += 1) {
      const row = scanlines.subarray(y * (1 + width * 3), (y + 1) * (1 + width * 3))
      expect(row[0]).toBe(0)
      expect([...row.subarray(1)]).toEqual([...pixels.subarray(y * width * 3, (y + 1) * width * 3)])
    }
    expect(chunks[2]!.data).toHaveLength(0)
  })

  it('refuses pixels that do not fill the image', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(11) })).toThrow(/expected 12 bytes/)
  })
})

describe('the demo pictures', () => {
  it('draws a 640x360 cover, the same for the same seed and another for another', () => {
    const colour = [52, 101, 164] as const
    const cover = drawCover(colour, seededRandom('a'))
    expect(pngSize(cover)).toEqual(coverSize)
    expect(drawCover(colour, seededRandom('a'))).toEqual(cover)
    expect(drawCover(colour, seededRandom('b'))).not.toEqual(cover)
  })

  it('draws a bar chart whose bars reach their values', () => {
    const chart = drawBarChart({ values: [2, 8], step: 2 }, [200, 0, 0])
    expect(pngSize(chart)).toEqual(chartSize)
    const { width, height } = chartSize
    const scanlines = inflateSync(pngChunks(chart)[1]!.data)
    const redRows = (x: number) => {
      let rows = 0
      for (let y = 0; y < height; y += 1) {
        const at = y * (1 + width * 3) + 1 + x * 3
        if (scanlines[at] === 200 && scanlines[at + 1] === 0) rows += 1
      }
      return rows
    }
    // The columns through the middle of each bar: the second bar is four times as high.
    const slot = (width - 24 - 72) / 2
    const first = redRows(Math.round(72 + slot / 2))
    const second = redRows(Math.round(72 + slot * 1.5))
    expect(first).toBeGreaterThan(0)
    expect(second / first).toBeCloseTo(4, 1)
  })
})

describe('the solution PDF', () => {
  const document = {
    title: 'Lösungen: Brüche kürzen',
    paragraphs: [
      'Aufgabe 1: 36/48 = 3/4 – gekürzt mit dem grössten gemeinsamen Teiler (12).',
      '',
      'Prüfe zum Schluss, ob Zähler und Nenner noch einen gemeinsamen Teiler haben. «Fertig» heisst: keiner mehr ausser 1, auch nicht \\ oder (Klammer).',
    ],
  }

  it('is a PDF 1.4 whose cross-reference table points at its objects', () => {
    const pdf = textPdf(document)
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)![1])
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) =>
      Number(match[1]),
    )
    expect(entries).toHaveLength(7)
    entries.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`)
    })
    const stream = text.match(/<< \/Length (\d+) >>\nstream\n/)!
    const start = stream.index! + stream[0].length
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream')
  })

  it('writes German letters in WinAnsiEncoding, and poppler reads them back', () => {
    const pdf = textPdf(document)
    // ö is 0xF6 and ü 0xFC in WinAnsiEncoding, the dash 0x96; parentheses and backslash are escaped.
    expect(pdf.includes(Buffer.from('(L\xf6sungen: Br\xfcche k\xfcrzen)', 'latin1'))).toBe(true)
    expect(pdf.includes(Buffer.from('3/4 \x96 gek\xfcrzt', 'latin1'))).toBe(true)
    expect(pdf.includes(Buffer.from('\\\\ oder \\(Klammer\\)', 'latin1'))).toBe(true)
    const text = pdfText(pdf)
    if (text === null) return
    expect(text).toContain('Lösungen: Brüche kürzen')
    expect(text).toContain('grössten gemeinsamen Teiler')
    expect(text).toContain('«Fertig»')
  })

  it('wraps long paragraphs and refuses what it cannot write', () => {
    expect(wrapText('eins zwei drei vier', 9)).toEqual(['eins zwei', 'drei vier'])
    expect(() => textPdf({ title: 'x', paragraphs: ['2 − 1'] })).toThrow(/not in WinAnsiEncoding/)
    expect(() => textPdf({ title: 'x', paragraphs: Array.from({ length: 60 }, () => 'Zeile') })).toThrow(
      /does not fit on one page/,
    )
  })
})
