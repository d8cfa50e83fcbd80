import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { ReportFonts } from './pdf-document'

// For tests in the node environment only: the PDFs made in Node with the same jsPDF code the browser
// runs, read back with poppler's pdftotext.

const fontFile = createRequire(import.meta.url).resolve

/** The report's fonts from node_modules (in the browser Vite serves the same files, pdf-fonts.ts). */
export const testFonts: ReportFonts = {
  bold: readFileSync(fontFile('@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf')),
  regular: readFileSync(fontFile('@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf')),
}

/** A PDF's text as `pdftotext` reads it, from a folder the calling test file removes at its end. */
export function pdfTextReader(prefix: string): (bytes: ArrayBuffer, ...args: string[]) => string {
  const directory = mkdtempSync(path.join(tmpdir(), prefix))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))
  return (bytes, ...args) => {
    if (!existsSync('/usr/bin/pdftotext'))
      throw new Error('pdftotext is missing: install it with   sudo apt-get install -y poppler-utils')
    const file = path.join(directory, `${Math.random().toString(36).slice(2)}.pdf`)
    writeFileSync(file, Buffer.from(bytes))
    return execFileSync('/usr/bin/pdftotext', [...args, file, '-'], { encoding: 'utf8' })
  }
}
