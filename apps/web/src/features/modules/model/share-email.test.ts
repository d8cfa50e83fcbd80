import { moduleLimits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkShareEmail } from './share-email'

const known = { sharedEmails: ['Lea.Brunner@schule.ch'], ownEmail: 'ich@schule.ch' }

describe('checkShareEmail', () => {
  it('waits on an empty field and refuses what is not an address', () => {
    expect(checkShareEmail('  ', known)).toEqual({ state: 'empty' })
    expect(checkShareEmail('lea.brunner@', known)).toEqual({ state: 'invalid' })
    expect(checkShareEmail('lea brunner@schule.ch', known)).toEqual({ state: 'invalid' })
  })

  it('refuses more than 40 characters, counted after trimming', () => {
    const local = 'a'.repeat(moduleLimits.shareEmailMax - '@schule.ch'.length)
    expect(checkShareEmail(` ${local}@schule.ch `, known)).toEqual({
      state: 'ok',
      email: `${local}@schule.ch`,
    })
    expect(checkShareEmail(`${local}x@schule.ch`, known)).toEqual({ state: 'tooLong' })
  })

  it('knows the addresses it is shared with and the teacher’s own, in any case', () => {
    expect(checkShareEmail('lea.brunner@SCHULE.ch', known)).toEqual({
      state: 'alreadyShared',
      email: 'lea.brunner@schule.ch',
    })
    expect(checkShareEmail('Ich@schule.ch', known)).toEqual({ state: 'self' })
    expect(checkShareEmail('max.muster@schule.ch', known)).toEqual({
      state: 'ok',
      email: 'max.muster@schule.ch',
    })
  })
})
