// Issue 32: students are addressed with "du", teachers with "Sie" (docs/design.md "Addressing: Sie
// and du"). This finds the formal address in a German text, so that tests can hold every text a
// student meets to "du". Lowercase "sie"/"ihr" means she, they or her and is never formal; a capital
// one mid-sentence always is. At the start of a sentence the capital says nothing, so the word after
// it decides (see `formalAtStart`).

const formalWord = /^(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)$/

/** Words in quotes are quoted, not said to the reader (the demo's «Sie», «Ihnen» und «Ihr»). */
const quoted = /«[^»]*»|„[^“]*“|"[^"]*"|“[^”]*”/g

/** Where a sentence starts: the text's start, or after . ! ? : and a space (a bullet or a line too). */
const sentenceEnd = /[.!?:\n•]\s*$/

function formalAtStart(word: string, next: string | undefined): boolean {
  // "Sie haben", "Sie können": the verb in the Sie form ends in -en; "Sie erzählt" is she tells.
  if (word === 'Sie') return next !== undefined && /^[a-zäöü]+en$/.test(next)
  // "Ihr habt", "Ihr könnt" speaks to a group in the informal plural, which students may read.
  if (word === 'Ihr') return next === undefined || !/^[a-zäöü]+t$/.test(next)
  return true
}

/** The formal address words of a German text, in order (empty when it says "du" or nobody). */
export function formalAddressIn(text: string): string[] {
  const plain = text.replace(quoted, (match) => ' '.repeat(match.length))
  const found: string[] = []
  for (const match of plain.matchAll(/[\p{L}]+/gu)) {
    const word = match[0]
    if (!formalWord.test(word)) continue
    const before = plain.slice(0, match.index)
    const atStart = before.trim() === '' || sentenceEnd.test(before)
    const next = /^\s*([\p{L}]+)/u.exec(plain.slice(match.index + word.length))?.[1]
    if (!atStart || formalAtStart(word, next)) found.push(word)
  }
  return found
}
