// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { testFonts as fonts, pdfTextReader } from '../../../lib/pdf/pdf-test-support'
import { cardLoginUrl, type LoginCard, loginCardsPdf, qrMatrix } from './login-cards-pdf'

// The login cards in Node, read back with poppler's pdftotext, as the progress report's tests do.
const texts = {
  title: 'Anmeldekarten 5a',
  username: 'Benutzername',
  startPassword: 'Startpasswort',
  hint: 'Beim ersten Anmelden wählst du ein eigenes Passwort.',
}
const pdftotext = pdfTextReader('login-cards-')

const cards: LoginCard[] = Array.from({ length: 12 }, (_, index) => ({
  firstname: index === 0 ? 'Jürg' : `Kind${index}`,
  lastname: index === 0 ? 'Müller' : 'Muster',
  // The longest user name there is: 40 characters and a number; it is printed whole.
  username:
    index === 0
      ? 'juerg.mueller'
      : index === 1
        ? `${'maximiliane.'.padEnd(40, 'x')}12`
        : `kind${index}.muster`,
  startPassword: `bafu-kepi-${String(index + 22).padStart(2, '2')}`,
}))

describe('loginCardsPdf', () => {
  it('puts 10 cards on a page: name, class, user name, start password as searchable text', () => {
    const given: string[] = []
    const bytes = loginCardsPdf({
      cards,
      groupName: '5a',
      appUrl: 'https://lernraster.example/',
      fonts,
      texts,
      language: 'de',
      makeQr: (text) => {
        given.push(text)
        return qrMatrix(text)
      },
    })
    const first = pdftotext(bytes, '-f', '1', '-l', '1')
    const second = pdftotext(bytes, '-f', '2', '-l', '2')
    expect(first).toContain('Jürg Müller')
    expect(first).toContain('juerg.mueller')
    expect(first).toContain(cards[1]!.username)
    expect(first).not.toContain('…')
    expect(first).toContain('bafu-kepi-22')
    expect(first).toContain('Benutzername')
    expect(first).toContain('Startpasswort')
    expect(first).toContain('5a')
    expect(first).toContain('Kind9 Muster')
    expect(first).not.toContain('Kind10 Muster')
    expect(second).toContain('Kind10 Muster')
    expect(second).toContain('kind11.muster')
    // Each card's code holds the student app's login with its user name filled in.
    expect(given).toEqual(
      cards.map((card) => `https://lernraster.example/student/login?user=${card.username}`),
    )
  })
})

describe('the QR code', () => {
  it('is built from the login address, and is a real QR matrix', () => {
    expect(cardLoginUrl('https://schule.example', 'mia.muster2')).toBe(
      'https://schule.example/student/login?user=mia.muster2',
    )
    const matrix = qrMatrix(cardLoginUrl('https://schule.example', 'mia.muster2'))
    // Version 3 or more (29+ modules) for an address of this length; finder patterns in three corners.
    expect(matrix.size).toBeGreaterThanOrEqual(29)
    for (const [row, column] of [
      [0, 0],
      [0, matrix.size - 1],
      [matrix.size - 1, 0],
    ]) {
      expect(matrix.isDark(row!, column!)).toBe(true)
    }
    expect(matrix.isDark(matrix.size - 1, matrix.size - 1)).toBe(false)
  })
})
