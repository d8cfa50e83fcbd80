import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, test } from 'vitest'
import {
  ContentSniffer,
  RefusedContentError,
  sniffContentType,
} from '../../src/modules/files/content-sniffing'
import { contentDisposition, storableFileName } from '../../src/modules/files/file-name'
import { sample } from './file-builders'

describe('storableFileName', () => {
  test.each([
    ['Übung 1.pdf', 'Übung 1.pdf'],
    ['  Leerzeichen.pdf  ', 'Leerzeichen.pdf'],
    ['Lösung %22Brüche%22.pdf', 'Lösung "Brüche".pdf'],
    ['zwei%0Azeilen.pdf', 'zwei_zeilen.pdf'],
    ['nul\u0000tab\tdel\u007f.pdf', 'nul_tab_del_.pdf'],
    ['..\\..\\windows.exe', '.._.._windows.exe'],
    ['a/b.pdf', 'a_b.pdf'],
    ['halb\ud800.pdf', 'halb\ufffd.pdf'],
    ['', 'Datei'],
    [undefined, 'Datei'],
    ['   ', 'Datei'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(storableFileName(sent)).toBe(stored)
  })

  test('a name over 255 characters keeps its extension and never splits a character', () => {
    const long = storableFileName(`${'😀'.repeat(200)}.docx`)
    expect(long.length).toBeLessThanOrEqual(255)
    expect(long.endsWith('😀.docx')).toBe(true)
    expect(() => encodeURIComponent(long)).not.toThrow()
    expect(storableFileName('x'.repeat(400))).toBe('x'.repeat(255))
  })
})

describe('contentDisposition', () => {
  test('an ASCII fallback and the UTF-8 name (RFC 6266), nothing that could end the header value', () => {
    expect(contentDisposition('attachment', 'Aufgabe (1) *neu* l\'été "x" 100%.docx')).toBe(
      `attachment; filename="Aufgabe (1) *neu* l'_t_ _x_ 100_.docx"; ` +
        `filename*=UTF-8''Aufgabe%20%281%29%20%2Aneu%2A%20l%27%C3%A9t%C3%A9%20%22x%22%20100%25.docx`,
    )
    expect(contentDisposition('inline', 'bild.png')).toBe(
      `inline; filename="bild.png"; filename*=UTF-8''bild.png`,
    )
  })
})

describe('the content check', () => {
  test.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
    ['exe', 'application/octet-stream'],
    ['zip', 'application/octet-stream'],
    ['svg', 'application/octet-stream'],
  ] as const)('%s bytes are %s', (kind, type) => {
    expect(sniffContentType(sample[kind])).toBe(type)
  })

  test('a RIFF file that is no WebP (a WAV) is not taken for an image', () => {
    expect(sniffContentType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBe(
      'application/octet-stream',
    )
  })

  const through = (chunks: Buffer[], accepted?: readonly string[]) => {
    const sniffer = new ContentSniffer(accepted)
    const passed: Buffer[] = []
    return pipeline(Readable.from(chunks), sniffer, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) passed.push(chunk)
    }).then(() => ({ type: sniffer.contentType, bytes: Buffer.concat(passed) }))
  }

  test('decides across chunks shorter than a signature and passes every byte on unchanged', async () => {
    const chunks = [...sample.webp].map((byte) => Buffer.from([byte]))
    expect(await through(chunks, ['image/webp'])).toEqual({ type: 'image/webp', bytes: sample.webp })
  })

  test('refuses at the first chunk, and a file shorter than a signature at its end', async () => {
    await expect(through([sample.exe], ['application/pdf'])).rejects.toBeInstanceOf(RefusedContentError)
    await expect(through([Buffer.from('%PDF')], ['application/pdf'])).rejects.toBeInstanceOf(
      RefusedContentError,
    )
    expect(await through([Buffer.from('%PDF-')], ['application/pdf'])).toMatchObject({
      type: 'application/pdf',
    })
  })

  test('takes anything when no types are given, and an empty file decides nothing', async () => {
    expect(await through([sample.exe])).toMatchObject({ type: 'application/octet-stream' })
    expect(await through([], ['image/png'])).toEqual({
      type: 'application/octet-stream',
      bytes: Buffer.alloc(0),
    })
  })
})
