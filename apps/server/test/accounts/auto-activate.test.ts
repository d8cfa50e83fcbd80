import { describe, expect, test } from 'vitest'
import { runAdminCommand } from '../../src/admin/commands'
import { findUserByEmail } from '../../src/modules/users/users.repo'
import {
  answer,
  api,
  body,
  confirmationCode,
  createUser,
  lastMailTo,
  linkToken,
  registerTeacher,
  uniqueEmail,
} from '../support/builders'
import { useTestApp } from '../support/test-app'

// AUTO_ACTIVATE_TEACHERS: a self-hosted school activates its teachers on confirmation
// (docs/product/accounts.md "Activation by the provider").
const t = useTestApp({ AUTO_ACTIVATE_TEACHERS: 'true' })

describe('AUTO_ACTIVATE_TEACHERS=true', () => {
  test('registration alone does not activate; confirming the code does', async () => {
    const { email, token } = await registerTeacher(t.app)
    const client = api(t.app, token)
    expect(body(await client.get('/users/userinfo'))).toMatchObject({
      email_confirmed: false,
      activated: false,
    })
    expect(body(await client.get('/users/getUserByEmail', { email }))).toMatchObject({
      code: 'emailNotConfirmed',
    })

    const code = confirmationCode(await lastMailTo(t.app, email))
    const confirmed = await client.post('/auth/emailConfirmation', { email_confirmation_token: code })
    expect(confirmed.statusCode).toBe(200)
    expect(body(await client.get('/users/userinfo'))).toMatchObject({
      email_confirmed: true,
      activated: true,
    })
    const found = await client.get('/users/getUserByEmail', { email })
    expect(answer(found)).toEqual({
      status: 200,
      body: { id: expect.any(Number), firstname: 'Vreni', lastname: 'Muster' },
    })
  })

  test('confirming by link activates as well', async () => {
    const { email } = await registerTeacher(t.app)
    const link = linkToken(await lastMailTo(t.app, email), 'email_confirmation_token')
    const confirmed = await api(t.app).post('/auth/emailConfirmation', { email_confirmation_token: link })
    expect(confirmed.statusCode).toBe(200)
    const user = await findUserByEmail(t.app.ctx.db, email)
    expect(user).toMatchObject({ emailConfirmed: true, activated: true })
  })

  test('confirming a changed address does not re-activate a deactivated account', async () => {
    // The provider's deactivation stands: only the first confirmation activates.
    const { user, token } = await createUser(t.app, { activated: true })
    const newEmail = uniqueEmail('neu')
    const client = api(t.app, token)
    expect((await client.post('/account/updateEmail', { new_email: newEmail })).statusCode).toBe(200)
    const link = linkToken(await lastMailTo(t.app, newEmail), 'email_confirmation_token')
    await runAdminCommand(t.app.ctx, { name: 'deactivate', email: user.email })
    const confirmed = await api(t.app).post('/auth/emailConfirmation', { email_confirmation_token: link })
    expect(confirmed.statusCode).toBe(200)
    expect(await findUserByEmail(t.app.ctx.db, newEmail)).toMatchObject({
      id: user.id,
      emailConfirmed: true,
      activated: false,
    })
  })
})
