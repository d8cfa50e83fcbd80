import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { oidcSettings } from '../../src/modules/school-sign-in/oidc-settings'
import { claimValues, mayLinkByAddress, schoolPersonOf } from '../../src/modules/school-sign-in/school-person'

// How the provider's claims become a person (decision 043), without a provider: the rules a school's
// directory can vary on (lists, nested roles, missing names).

const settings = oidcSettings(
  loadConfig({
    OIDC_ISSUER: 'https://login.schule.example',
    OIDC_CLIENT_ID: 'lernraster',
    OIDC_CLIENT_SECRET: 'geheim',
    OIDC_ROLE_CLAIM: 'realm_access.roles',
    OIDC_TEACHER_VALUES: 'Teacher,staff',
    OIDC_STUDENT_VALUES: 'student',
    OIDC_CLASS_CLAIM: 'klasse',
    OIDC_ACTIVATED_DOMAINS: 'Gymnasium.example',
  }),
)!

describe('claimValues', () => {
  it('reads texts, numbers and lists, and reaches into objects by a dotted name', () => {
    expect(claimValues({ roles: ['a', 3, { no: 1 }, ' '] }, 'roles')).toEqual(['a', '3'])
    expect(claimValues({ realm_access: { roles: ['staff'] } }, 'realm_access.roles')).toEqual(['staff'])
    expect(claimValues({ 'realm_access.roles': 'student' }, 'realm_access.roles')).toEqual(['student'])
    expect(claimValues({}, 'roles')).toEqual([])
  })
})

describe('schoolPersonOf', () => {
  const claims = (extra: Record<string, unknown>) => ({ sub: 'abc', ...extra })

  it('takes the role case-insensitively; a teacher who is also a student is a teacher', () => {
    const both = schoolPersonOf(
      settings,
      claims({ realm_access: { roles: ['student', 'teacher'] }, email: 'a@b.example' }),
    )
    expect(both.role).toBe('teacher')
    expect(schoolPersonOf(settings, claims({ realm_access: { roles: ['STUDENT'] } })).role).toBe('student')
    expect(() => schoolPersonOf(settings, claims({ realm_access: { roles: ['parent'] } }))).toThrow(
      /weder als Lehrperson/,
    )
  })

  it('splits `name` when the name claims are missing, and cleans control characters', () => {
    const person = schoolPersonOf(
      settings,
      claims({ realm_access: { roles: 'student' }, name: 'Anna Maria\u0000 von Arx' }),
    )
    expect([person.firstname, person.lastname]).toEqual(['Anna', 'Maria von Arx'])
    expect(person.email).toBeUndefined()
  })

  it('activates by a verified address at a configured domain only, and links only then', () => {
    const teacher = (email: string, verified: boolean) =>
      schoolPersonOf(
        settings,
        claims({ realm_access: { roles: ['staff'] }, email, email_verified: verified }),
      )
    const vouched = teacher('Eva@gymnasium.example', true)
    expect(vouched).toMatchObject({ email: 'eva@gymnasium.example', activated: true })
    expect(mayLinkByAddress(settings, vouched)).toBe(true)
    for (const other of [
      teacher('eva@gymnasium.example', false),
      teacher('eva@gymnasium.example.evil', true),
    ]) {
      expect(other.activated).toBe(false)
      expect(mayLinkByAddress(settings, other)).toBe(false)
    }
  })
})
