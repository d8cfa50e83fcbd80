import { errorMessages, schoolSignInMessages } from '@lernraster/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groupUsers, schoolAccounts, users } from '../../src/db/schema'
import { createClass } from '../school/school-builders'
import { createUser, mailsTo } from '../support/builders'
import { buildOidcApp, schoolDomain, signIn, userInfo, useTestProvider } from './school-sign-in-helpers'

// Which account a school sign-in opens (decision 043): teachers waiting for activation unless the
// school's domain or claim marks them, no takeover of an account by its address, and the class claim.

const provider = await useTestProvider()
const t = await buildOidcApp(provider.issuer, {
  OIDC_ACTIVATED_CLAIM: 'school_status',
  OIDC_ACTIVATED_VALUES: 'aktiv',
  // A provider that serves several schools (a broker): classes match within the person's school.
  OIDC_SCHOOL_CLAIM: 'school',
})
let people = 0
function person(claims: Record<string, unknown>): string {
  const login = `person-${++people}`
  provider.people.set(login, { given_name: 'Rita', family_name: 'Rüegg', ...claims })
  return login
}
const teacherAt = (domain: string, claims: Record<string, unknown> = {}) =>
  person({ role: ['staff'], email: `lehrer-${people + 1}@${domain}`, email_verified: true, ...claims })
const usersNow = () => t.app.ctx.db.select().from(users).orderBy(asc(users.id))
const linksOf = (subject: string) =>
  t.app.ctx.db.select().from(schoolAccounts).where(eq(schoolAccounts.subject, subject))

async function signedInTeacher(login: string) {
  const response = await signIn(t.app, 'teacher', login)
  expect(response.statusCode, response.body).toBe(200)
  return (await userInfo(t.app, 'teacher', response.json().api_token)).json()
}

describe('teachers', () => {
  test('an address the provider verified at another domain: confirmed, waiting for activation', async () => {
    const info = await signedInTeacher(teacherAt('andere-schule.example'))
    expect(info).toMatchObject({ role_id: 3, email_confirmed: true, activated: false, firstname: 'Rita' })
  })

  test('an address at the configured domain: activated at once', async () => {
    const info = await signedInTeacher(teacherAt(schoolDomain))
    expect(info).toMatchObject({ role_id: 3, email_confirmed: true, activated: true })
  })

  test('the configured claim value: activated at once, whatever the domain', async () => {
    const info = await signedInTeacher(teacherAt('andere-schule.example', { school_status: 'aktiv' }))
    expect(info).toMatchObject({ activated: true })
  })

  test('an address the provider did not verify: the confirmation mail goes out, the domain counts for nothing', async () => {
    const login = teacherAt(schoolDomain, { email_verified: false })
    const info = await signedInTeacher(login)
    expect(info).toMatchObject({ email_confirmed: false, activated: false })
    expect(await mailsTo(t.app, info.email)).toHaveLength(1)
  })

  test('without an address: refused with a sentence, no account', async () => {
    const login = person({ role: 'staff' })
    const before = await usersNow()
    const response = await signIn(t.app, 'teacher', login)
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { code: 'forbidden', message: schoolSignInMessages.noEmail },
    })
    expect(await usersNow()).toEqual(before)
  })

  test("a teacher's school account in the student app: refused, nothing created", async () => {
    const login = teacherAt(schoolDomain)
    const before = await usersNow()
    const response = await signIn(t.app, 'student', login)
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { code: 'teacherNotAllowed', message: errorMessages.teacherNotAllowed },
    })
    expect(await usersNow()).toEqual(before)
  })
})

describe('an account that already has the address is not taken over', () => {
  test('at a domain the school does not vouch for: refused, the account unchanged', async () => {
    await createUser(t.app, { email: 'vreni@privat.example' })
    const login = person({ role: 'teacher', email: 'Vreni@privat.example', email_verified: true })
    const before = await usersNow()
    const response = await signIn(t.app, 'teacher', login)
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: { code: 'forbidden', message: schoolSignInMessages.emailInUse },
    })
    expect(await usersNow()).toEqual(before)
    expect(await linksOf(login)).toEqual([])
  })

  test('at the school domain but not verified by the provider: refused', async () => {
    await createUser(t.app, { email: `hans@${schoolDomain}` })
    const login = person({ role: 'teacher', email: `hans@${schoolDomain}`, email_verified: false })
    const response = await signIn(t.app, 'teacher', login)
    expect(response.json()).toEqual({ code: 'forbidden', message: schoolSignInMessages.emailInUse })
    expect(await linksOf(login)).toEqual([])
  })

  test('verified at the school domain: linked to that account, once per provider', async () => {
    const owner = await createUser(t.app, { email: `eva@${schoolDomain}` })
    const login = person({ role: 'teacher', email: `eva@${schoolDomain}`, email_verified: true })
    expect((await signedInTeacher(login)).id).toBe(owner.user.id)
    expect(await linksOf(login)).toMatchObject([{ userId: owner.user.id }])
    // A second person of the same provider with that address does not get the account as well.
    const other = person({ role: 'teacher', email: `eva@${schoolDomain}`, email_verified: true })
    const response = await signIn(t.app, 'teacher', other)
    expect(response.json()).toEqual({ code: 'forbidden', message: schoolSignInMessages.emailInUse })
  })
})

describe('students and the class claim', () => {
  const membershipsOf = (userId: number) =>
    t.app.ctx.db.select().from(groupUsers).where(eq(groupUsers.userId, userId))
  async function newStudentIn(claims: Record<string, unknown>) {
    const response = await signIn(t.app, 'student', person({ role: 'student', ...claims }))
    expect(response.statusCode, response.body).toBe(200)
    return (await userInfo(t.app, 'student', response.json().api_token)).json()
  }

  test('the one class of that name of a teacher of the same school: the new student is in it', async () => {
    const teacher = await signedInTeacher(teacherAt(schoolDomain, { school: 'Schulhaus Nord' }))
    const group = await createClass(t.app, teacher.id, '7b Nord')
    const student = await newStudentIn({ class: ' 7B nord ', school: 'Schulhaus Nord' })
    expect(await membershipsOf(student.id)).toMatchObject([{ groupId: group.id, active: true }])
  })

  test('a teacher who moved: the link follows the school the provider names now', async () => {
    const login = teacherAt(schoolDomain, { school: 'Schulhaus Nord' })
    await signedInTeacher(login)
    provider.people.set(login, { ...provider.people.get(login), school: 'Schulhaus West' })
    await signedInTeacher(login)
    expect(await linksOf(login)).toMatchObject([{ school: 'Schulhaus West' }])
  })

  test("another school's class of that name, or none: just signed in, in no class", async () => {
    const elsewhere = await signedInTeacher(teacherAt(schoolDomain, { school: 'Schulhaus Süd' }))
    await createClass(t.app, elsewhere.id, '9c')
    // A class of a teacher who does not sign in through the provider never matches either.
    const stranger = await createUser(t.app)
    await createClass(t.app, stranger.user.id, '8a')
    for (const claims of [
      { class: '9c', school: 'Schulhaus Nord' },
      { class: '9c' },
      { class: '8a', school: 'Schulhaus Süd' },
      { class: 'gibt-es-nicht', school: 'Schulhaus Süd' },
    ]) {
      const student = await newStudentIn(claims)
      expect(await membershipsOf(student.id), JSON.stringify(claims)).toEqual([])
    }
  })
})
