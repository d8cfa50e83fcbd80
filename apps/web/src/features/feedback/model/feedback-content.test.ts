import { limits } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkFeedback, clampFeedback } from './feedback-content'

describe('clampFeedback', () => {
  it('keeps texts up to the limit and cuts longer ones to exactly 1000 characters', () => {
    expect(limits.feedbackMax).toBe(1000)
    const full = 'a'.repeat(1000)
    expect(clampFeedback(full)).toBe(full)
    expect(clampFeedback(`${full}zu viel`)).toBe(full)
    expect(clampFeedback('Danke!')).toBe('Danke!')
  })
})

describe('checkFeedback', () => {
  it('refuses an empty or blank text and lets any other through', () => {
    expect(checkFeedback('')).toBe('messages.feedback.contentRequired')
    expect(checkFeedback(' \n\t ')).toBe('messages.feedback.contentRequired')
    expect(checkFeedback('Ich habe eine Frage zum Raster.')).toBeNull()
  })
})

describe('checkFeedback and the shared text rule', () => {
  it('keeps line breaks but refuses NUL and lone surrogates', () => {
    expect(checkFeedback('Zeile 1\nZeile 2\tEnde')).toBeNull()
    expect(checkFeedback('Fehler\u0000')).toBe('messages.text.invalidCharacters')
    expect(checkFeedback('Fehler \udc00')).toBe('messages.text.invalidCharacters')
  })
})
