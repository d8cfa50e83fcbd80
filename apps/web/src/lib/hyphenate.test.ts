import { beforeAll, describe, expect, it } from 'vitest'
import { hyphenateGerman, loadGermanHyphenation, softHyphen, withoutSoftHyphens } from './hyphenate'

const marked = (text: string) => text.replaceAll(softHyphen, '·')

describe('German hyphenation (issue 31 item 5)', () => {
  beforeAll(() => loadGermanHyphenation())

  it('puts soft hyphens at the German break points of the words that broke mid-word', () => {
    expect(hyphenateGerman('Wahrscheinlichkeit')).toBe('Wahr\u00ADschein\u00ADlich\u00ADkeit')
    expect(marked(hyphenateGerman('Geradenkreuzungen'))).toBe('Ge·ra·den·kreu·zun·gen')
    expect(marked(hyphenateGerman('Lineare Gleichungssysteme'))).toBe('Lineare Glei·chungs·sys·te·me')
    expect(marked(hyphenateGerman('Flächeninhalt'))).toBe('Flä·chen·in·halt')
  })

  it('leaves words that fit any tile (under 8 letters), numbers and punctuation alone', () => {
    expect(hyphenateGerman('Das 1x1')).toBe('Das 1x1')
    expect(marked(hyphenateGerman('Negative Zahlen'))).toBe('Ne·ga·ti·ve Zahlen')
    expect(marked(hyphenateGerman('Brüche: Proportionalität…'))).toBe('Brüche: Pro·por·tio·na·li·tät…')
  })

  it('adds nothing but soft hyphens, so the plain title comes back whole', () => {
    const title = 'Prozentrechnung und Zinseszins im Alltag'
    expect(withoutSoftHyphens(hyphenateGerman(title))).toBe(title)
  })

  it('gives the same answer again from its memo', () => {
    const first = hyphenateGerman('Textverständnis')
    expect(hyphenateGerman('Textverständnis')).toBe(first)
    expect(marked(first)).toBe('Text·ver·ständ·nis')
  })
})
