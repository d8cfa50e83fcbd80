import { randomInt } from 'node:crypto'
import { classCodeAlphabet, classCodeLength } from '@lernraster/shared'

/** A class code from the read-aloud alphabet (no 0/O, 1/I/L); 31^6 ≈ 887 million codes. */
export function newClassCode(random: (max: number) => number = randomInt): string {
  let code = ''
  for (let index = 0; index < classCodeLength; index += 1) {
    code += classCodeAlphabet[random(classCodeAlphabet.length)]
  }
  return code
}
