import { randomBytes } from 'node:crypto'
import { authMessages, inStudentWording, Role, studentAddressMessages } from '@lernraster/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '../../src/db/schema'
import { hashPassword } from '../../src/lib/passwords'
import { createAccount } from '../../src/modules/users/create-account'
import {
  answer,
  confirmationCode,
  createUser,
  lastMailTo,
  linkToken,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'
import { ok, studentApi } from './student-builders'

// Issue 34 item 1, decision 041: a student the teacher made without an address adds one later in the
// student app; once confirmed with the mailed code it logs in and "Passwort vergessen?" works. An
// address that already has an account gets the same answer, and its owner is told someone tried.

const t = useTestApp()

const OWN = 'Mias-eigenes-7'

/** A student as a teacher's list makes them, who has chosen an own password already. */
async function cardStudent(options: { mustChangePassword?: boolean } = {}) {
  const username = `mia.adresse${randomBytes(3).toString('hex')}`
  const user = await createAccount(
    t.app.ctx.db,
    {
      firstname: 'Mia',
      lastname: 'Adresse',
      email: null,
      username,
      passwordHash: await hashPassword(OWN),
      mustChangePassword: options.mustChangePassword ?? false,
      roleId: Role.student,
      emailConfirmed: false,
      activated: true,
    },
    t.app.ctx.clock.now(),
  )
  const token = ok<{ api_token: string }>(
    await studentApi(t.app).post('/auth/login', { email: username, password: OWN }),
  ).api_token
  return { id: user.id, username, token }
}

const emailOf = async (id: number) =>
  (await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email

describe('a student without an address adds one', () => {
  test('the mailed code confirms it; then it logs in and a forgotten password is reset by mail', async () => {
    const student = await cardStudent()
    const address = uniqueEmail('mia')
    expect(
      answer(await studentApi(t.app, student.token).post('/account/addEmail', { email: address })),
    ).toEqual({
      status: 200,
      body: { message: 'email sent' },
    })
    expect(await emailOf(student.id)).toBeNull()
    const mail = await lastMailTo(t.app, address)
    expect(mail.text).toContain('Hallo Mia')
    ok(await studentApi(t.app, student.token).post('/account/confirmEmail', { code: confirmationCode(mail) }))
    expect(await emailOf(student.id)).toBe(address)
    expect(ok<{ email: string }>(await studentApi(t.app, student.token).get('/users/userinfo')).email).toBe(
      address,
    )

    // The address logs in beside the user name.
    ok(await studentApi(t.app).post('/auth/login', { email: address, password: OWN }))
    ok(await studentApi(t.app).post('/auth/login', { email: student.username, password: OWN }))
    // "Passwort vergessen?" mails a link to the student app, and the new password counts.
    ok(await studentApi(t.app).post('/auth/forgotPassword', { email: address }))
    const reset = await lastMailTo(t.app, address)
    ok(
      await studentApi(t.app).post('/auth/resetPassword', {
        token: linkToken(reset, 'token'),
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      }),
    )
    const again = ok<{ api_token: string }>(
      await studentApi(t.app).post('/auth/login', { email: address, password: TEST_PASSWORD }),
    ).api_token

    // With an address of its own, the account takes no second one here.
    expect(
      answer(await studentApi(t.app, again).post('/account/addEmail', { email: uniqueEmail('mia') })),
    ).toEqual({
      status: 403,
      body: { code: 'forbidden', message: studentAddressMessages.addressAlreadyAdded },
    })
  })

  test('an address that has an account: the same answer, no code, and its owner is told', async () => {
    const student = await cardStudent()
    const owner = await createUser(t.app, { role: Role.student })
    const free = uniqueEmail('frei')
    const freeAnswer = answer(
      await studentApi(t.app, student.token).post('/account/addEmail', { email: free }),
    )
    // The burst throttle allows one mail a minute.
    t.clock.advanceMinutes(2)
    const takenAnswer = answer(
      await studentApi(t.app, student.token).post('/account/addEmail', { email: owner.user.email }),
    )
    expect(takenAnswer).toEqual(freeAnswer)
    const notice = await lastMailTo(t.app, owner.user.email!)
    expect(notice.subject).toBe('Jemand wollte deine E-Mail-Adresse verwenden')
    expect(notice.text).not.toMatch(/Bestätigungscode lautet/)
    expect(notice.text).not.toContain(student.username)

    // The free address's code stopped counting with the second try, and no code takes the owner's.
    const freeCode = confirmationCode(await lastMailTo(t.app, free))
    expect(
      answer(await studentApi(t.app, student.token).post('/account/confirmEmail', { code: freeCode })),
    ).toEqual({
      status: 422,
      body: { code: 'invalidToken', message: inStudentWording(authMessages.confirmationCodeInvalid) },
    })
    expect(await emailOf(student.id)).toBeNull()
    expect(await mailsTo(t.app, owner.user.email!)).toHaveLength(1)
  })

  test('a student with an address of their own is refused, and a start password must be replaced first', async () => {
    const withAddress = await createUser(t.app, { role: Role.student })
    expect(
      answer(
        await studentApi(t.app, withAddress.token).post('/account/addEmail', { email: uniqueEmail('zweit') }),
      ),
    ).toEqual({
      status: 403,
      body: { code: 'forbidden', message: studentAddressMessages.addressAlreadyAdded },
    })
    const fresh = await cardStudent({ mustChangePassword: true })
    expect(
      answer(await studentApi(t.app, fresh.token).post('/account/addEmail', { email: uniqueEmail('neu') }))
        .body,
    ).toMatchObject({ code: 'passwordChangeRequired' })
  })
})
