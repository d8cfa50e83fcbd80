import { describe, expect, it } from 'vitest'
import { errorMessages } from './errors'
import { formalAddressIn } from './formal-address'
import { authMessages } from './messages/auth'
import { schoolMessages } from './messages/school'
import { schoolSignInMessages, studentSchoolSignInMessages } from './messages/school-sign-in'
import {
  inStudentWording,
  studentAuthMessages,
  studentErrorMessages,
  studentSchoolMessages,
} from './messages/student-wording'

describe('formalAddressIn', () => {
  it('finds Sie and its forms mid-sentence', () => {
    expect(formalAddressIn('Bitte melden Sie sich an.')).toEqual(['Sie'])
    expect(formalAddressIn('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.')).toEqual(['Sie', 'Ihre'])
    expect(formalAddressIn('Dafür fehlt Ihnen die Berechtigung.')).toEqual(['Ihnen'])
    expect(formalAddressIn('Das Modul gehört jetzt zu Ihren Modulen.')).toEqual(['Ihren'])
  })

  it('finds them at the start of a sentence where the next word makes them formal', () => {
    expect(formalAddressIn('Sie haben dieses Modul bereits gekauft.')).toEqual(['Sie'])
    expect(formalAddressIn('Gespeichert. Sie können es wiederherstellen.')).toEqual(['Sie'])
    expect(formalAddressIn('Ihr Konto wurde noch nicht aktiviert.')).toEqual(['Ihr'])
    expect(formalAddressIn('Ihre Kristalle reichen nicht.')).toEqual(['Ihre'])
  })

  it('leaves she, they, her and the informal plural alone', () => {
    expect(formalAddressIn('Sie erzählt, dass sie ein Buch gelesen hat.')).toEqual([])
    expect(formalAddressIn('Deine Lehrperson hat ihre Einschätzungen freigegeben.')).toEqual([])
    expect(formalAddressIn('Ihr habt das Modul abgeschlossen.')).toEqual([])
    expect(formalAddressIn('Bitte melde dich an.')).toEqual([])
  })

  it('leaves quoted words alone and still sees the rest', () => {
    expect(formalAddressIn('Achte auf die Höflichkeitsform «Sie», «Ihnen» und «Ihr».')).toEqual([])
    expect(formalAddressIn('Schreiben Sie „Ihr“ gross.')).toEqual(['Sie'])
  })

  it('does not take words that merely start with the letters', () => {
    expect(formalAddressIn('Siebzehn Ihrerseits Sieger')).toEqual([])
  })
})

describe('the student wording', () => {
  const sources: [Record<string, string>, Record<string, string>][] = [
    [errorMessages, studentErrorMessages],
    [authMessages, studentAuthMessages],
    [schoolMessages, studentSchoolMessages],
    [schoolSignInMessages, studentSchoolSignInMessages],
  ]

  it('replaces each formal shared text by its du twin, and each twin says du', () => {
    for (const [formal, twins] of sources) {
      for (const [name, du] of Object.entries(twins)) {
        expect(formalAddressIn(formal[name] ?? ''), `${name} says Sie`).not.toEqual([])
        expect(inStudentWording(formal[name] ?? ''), name).toBe(du)
        expect(formalAddressIn(du), du).toEqual([])
      }
    }
  })

  it('leaves texts without a twin as they are', () => {
    expect(inStudentWording('Nicht gefunden.')).toBe('Nicht gefunden.')
    // The school sign-in's only text without a twin says neither Sie nor du.
    expect(formalAddressIn(schoolSignInMessages.denied)).toEqual([])
  })
})
