import { parseClassList } from './class-import'
import { limits } from './limits'
import { studentAccountMessages } from './messages/student-accounts'
import { hasOnlyStorableCharacters } from './text'

/**
 * Students without an address, made by their teacher from a list of names (issue 34, decision 038,
 * docs/product/accounts.md "Students without an address"). Shared so that the dialog's preview and
 * the server read a list alike.
 */
export const studentNameLimits = {
  /** As many as a class list (class-import.ts). */
  maxRows: 200,
  maxChars: 60_000,
  /** Characters of the name part of a user name (before a number that tells two apart). */
  usernameBaseMax: 40,
} as const

export interface NameLine {
  line: number
  firstname: string
  lastname: string
  /** What is wrong with the line (empty: nothing). */
  problems: string[]
}

/** A first line that names the columns ("Vorname;Nachname") instead of a person. */
const isHeader = (cells: string[]) => /^(vorname|first ?name|prénom|nome)$/i.test(cells[0] ?? '')

/**
 * The people of a typed, pasted or uploaded list: `;`, `,` or tab separated (first name, last name),
 * or "Vorname Nachname" on a line of its own, where the first word is the first name and the rest
 * the last name ("Anna van Berg": Anna, van Berg). A header line and blank lines are left out; a
 * header that names both columns maps them ("Nachname;Vorname;Klasse").
 */
export function parseNameList(text: string): NameLine[] {
  const lines = parseClassList(text, ['firstname', 'lastname'])
  return lines
    .filter((entry, index) => !(index === 0 && isHeader(entry.cells)))
    .map(({ line, cells: raw }) => {
      const cells = [...raw]
      while (cells.length > 2 && cells.at(-1) === '') cells.pop()
      const [first = '', ...rest] = cells.length === 1 ? cells[0]!.split(/\s+/) : cells
      const firstname = first.trim()
      const lastname = (cells.length === 1 ? rest.join(' ') : (rest[0] ?? '')).trim()
      const problems: string[] = []
      if (cells.length > 2) problems.push(studentAccountMessages.columns)
      if (firstname === '') problems.push(studentAccountMessages.firstnameMissing)
      if (lastname === '') problems.push(studentAccountMessages.lastnameMissing)
      if (firstname.length > limits.nameMax || lastname.length > limits.nameMax) {
        problems.push(studentAccountMessages.nameTooLong)
      }
      if (!hasOnlyStorableCharacters(firstname) || !hasOnlyStorableCharacters(lastname)) {
        problems.push(studentAccountMessages.nameNotStorable)
      }
      return { line, firstname, lastname, problems }
    })
}

/** German umlauts as a Swiss keyboard writes them without: ä -> ae, ö -> oe, ü -> ue, ß -> ss. */
const folded: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
}

/** One name part in user-name letters: lower case, umlauts folded, accents removed, only [a-z0-9]. */
export function usernamePart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßæœøł]/g, (char) => folded[char]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '')
}

/**
 * The readable start of a user name, `mia.muster`: the server adds a number when it is taken
 * (`mia.muster2`). A name without a single usable letter becomes `schueler`.
 */
export function usernameBase(firstname: string, lastname: string): string {
  const parts = [usernamePart(firstname), usernamePart(lastname)].filter((part) => part !== '')
  const base = parts.join('.').slice(0, studentNameLimits.usernameBaseMax).replace(/\.$/, '')
  return base === '' ? 'schueler' : base
}

/** What a user name looks like: lower-case letters, digits and dots, no @ (an address has one). */
export const usernamePattern = /^[a-z0-9.]{1,60}$/

/**
 * The characters of a start password: none that a 10-year-old mixes up on paper (no 0/O, 1/l/I),
 * lower-case syllables and two digits, e.g. `bafu-kepi-47` (decision 038).
 */
export const startPasswordAlphabet = {
  consonants: 'bdfghkmnprstvwz',
  vowels: 'aeiu',
  digits: '23456789',
} as const
