import { randomInt } from 'node:crypto'
import { startPasswordAlphabet } from '@lernraster/shared'

const pick = (characters: string) => characters[randomInt(characters.length)]!
const syllable = () => pick(startPasswordAlphabet.consonants) + pick(startPasswordAlphabet.vowels)

/**
 * A start password a 10-year-old can type from a card: two made-up words and two digits,
 * `bafu-kepi-47`, 12 characters (the password rule holds), about 30 bits; the login throttles
 * (decision 010) keep guessing at 30 an hour, and the first login replaces it (decision 038).
 */
export function newStartPassword(): string {
  return `${syllable()}${syllable()}-${syllable()}${syllable()}-${pick(startPasswordAlphabet.digits)}${pick(startPasswordAlphabet.digits)}`
}

/**
 * The first free user name for each base, in the order given: `mia.muster`, then `mia.muster2`, ...
 * `taken` holds the names already used and gains the ones handed out.
 */
export function allocateUsernames(bases: string[], taken: Set<string>): string[] {
  return bases.map((base) => {
    let candidate = base
    for (let number = 2; taken.has(candidate); number++) candidate = `${base}${number}`
    taken.add(candidate)
    return candidate
  })
}
