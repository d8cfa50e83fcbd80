import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { pngSignature } from '../../src/modules/demo/generated/png'

/** Checks of the demo's generated files, shared by the encoder tests and the demo data tests. */

/** CRC-32 bit by bit (ISO 3309), independent of the zlib one the encoder uses. */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

export interface PngChunk {
  type: string
  data: Buffer
}

/** Splits a PNG into its chunks, checking the signature and each chunk's CRC on the way. */
export function pngChunks(png: Buffer): PngChunk[] {
  expect(png.subarray(0, 8)).toEqual(pngSignature)
  const chunks: PngChunk[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    const typeAndData = png.subarray(at + 4, at + 8 + length)
    expect(png.readUInt32BE(at + 8 + length)).toBe(referenceCrc32(typeAndData))
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) })
    at += 12 + length
  }
  return chunks
}

/** Width and height from the IHDR, which must come first. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const [header] = pngChunks(png)
  expect(header?.type).toBe('IHDR')
  return { width: header!.data.readUInt32BE(0), height: header!.data.readUInt32BE(4) }
}

/** The text poppler reads from a PDF, or null where poppler-utils (pdftotext) is not installed. */
export function pdfText(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'lernraster-pdf-'))
  try {
    const file = path.join(dir, 'check.pdf')
    writeFileSync(file, pdf)
    const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    if (result.error) return null
    expect(result.status, result.stderr).toBe(0)
    // pdftotext reports damage it repaired on stderr and still exits 0: a valid file has none.
    expect(result.stderr).toBe('')
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
