import { decodeTextFile } from '@lernraster/shared'

/**
 * A chosen list file's text: UTF-8 with or without a byte order mark, or Windows-1252 as Excel on a
 * German Windows saves "CSV" (decision 044). `File.text()` reads UTF-8 only and would turn every
 * umlaut of such a file into '�'. Undefined for a file that is no text.
 */
export async function readTextFile(file: File): Promise<string | undefined> {
  return decodeTextFile(new Uint8Array(await file.arrayBuffer()))?.text
}
