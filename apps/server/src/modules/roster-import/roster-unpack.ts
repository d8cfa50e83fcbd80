import { decodeTextFile, rosterImportMessages, rosterLimits, rosterText } from '@lernraster/shared'
import { unzipSync } from 'fflate'
import { RosterRefusal } from './roster-refusal'
import { baseName, type RosterText } from './roster-types'
import type { UploadedFile } from './roster-upload'

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/**
 * The CSV texts of an upload: CSV files as they are, a zip's CSV files (other entries, folders and a
 * Mac's `__MACOSX` copies are left out), each decoded from UTF-8, Windows-1252 or UTF-16
 * (decision 044). A file that is neither, a broken zip, an entry over 2 MB unpacked or a name twice
 * refuses the whole set.
 */
export function unpackRosterFiles(files: UploadedFile[]): RosterText[] {
  const texts: RosterText[] = []
  for (const file of files) {
    if (isZip(file.bytes)) texts.push(...unzipCsv(file))
    else if (/\.(csv|txt)$/i.test(file.name)) texts.push(decoded(file.name, file.bytes))
    else throw new RosterRefusal(rosterText(rosterImportMessages.notCsvOrZip, { file: file.name }))
  }
  if (texts.length > rosterLimits.maxFiles) throw new RosterRefusal(rosterImportMessages.tooManyFiles)
  const seen = new Set<string>()
  for (const text of texts) {
    const name = baseName(text.name)
    if (seen.has(name))
      throw new RosterRefusal(rosterText(rosterImportMessages.fileTwice, { file: text.name }))
    seen.add(name)
  }
  return texts
}

function unzipCsv(zip: UploadedFile): RosterText[] {
  let entries: Record<string, Uint8Array>
  let count = 0
  try {
    entries = unzipSync(zip.bytes, {
      // Checked before inflating: fflate then inflates into a buffer of the declared size and no more.
      filter: (entry) => {
        if (entry.name.startsWith('__MACOSX/') || !/\.csv$/i.test(entry.name)) return false
        if (entry.originalSize > rosterLimits.maxFileBytes) {
          throw new RosterRefusal(rosterText(rosterImportMessages.fileTooLarge, { file: entry.name }))
        }
        count += 1
        if (count > rosterLimits.maxFiles) throw new RosterRefusal(rosterImportMessages.tooManyFiles)
        return true
      },
    })
  } catch (error) {
    if (error instanceof RosterRefusal) throw error
    throw new RosterRefusal(rosterText(rosterImportMessages.badZip, { file: zip.name }))
  }
  return Object.entries(entries).map(([name, bytes]) => decoded(name, bytes))
}

function decoded(name: string, bytes: Uint8Array): RosterText {
  const text = decodeTextFile(bytes)
  if (!text) throw new RosterRefusal(rosterText(rosterImportMessages.unreadable, { file: name }))
  return { name, text: text.text }
}
