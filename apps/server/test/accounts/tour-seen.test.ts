import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { findUserById } from '../../src/modules/users/users.repo'
import { answer, api, body, createUser, invalid } from '../support/builders'
import { useTestApp } from '../support/test-app'

// Issue 31: closing the progress tour switched show_tour off, and with it the start page's tour.
// Each tour now keeps its own seen mark; show_tour switched on again forgets them all.

const t = useTestApp()
const userRow = async (id: number) => (await findUserById(t.app.ctx.db, id))!

describe('users/tourSeen', () => {
  test('marks only the tour that ended; show_tour stays on, userinfo lists it', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    const response = await client.post('/users/tourSeen', { tour: 'progress' })
    expect(answer(response)).toMatchObject({
      status: 200,
      body: { id: user.id, show_tour: true, seen_tours: ['progress'] },
    })
    expect(body(await client.get('/users/userinfo'))).toMatchObject({
      show_tour: true,
      seen_tours: ['progress'],
    })
    expect(await userRow(user.id)).toMatchObject({ showTour: true, seenTours: ['progress'] })
  })

  test('is idempotent: a repeated mark neither doubles the name nor touches updated_at', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    await client.post('/users/tourSeen', { tour: 'start' })
    const before = await userRow(user.id)
    t.clock.advanceMinutes(5)
    const again = await client.post('/users/tourSeen', { tour: 'start' })
    expect(body(again)).toMatchObject({ seen_tours: ['start'] })
    expect(await userRow(user.id)).toEqual(before)
  })

  test('two marks of the same tour at once leave it once; two tours both', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    await Promise.all([
      client.post('/users/tourSeen', { tour: 'progress' }),
      client.post('/users/tourSeen', { tour: 'progress' }),
      client.post('/users/tourSeen', { tour: 'start' }),
      client.post('/users/tourSeen', { tour: 'progress' }),
    ])
    expect([...(await userRow(user.id)).seenTours].sort()).toEqual(['progress', 'start'])
  })

  test.each([
    ['an unknown tour', { tour: 'grid' }],
    ['nothing', {}],
    ['an extra field', { tour: 'start', all: true }],
  ])('refuses %s and changes nothing', async (_name, payload) => {
    const { user, token } = await createUser(t.app)
    const before = await userRow(user.id)
    const response = await api(t.app, token).post('/users/tourSeen', payload)
    expect(response.statusCode).toBe(422)
    expect(await userRow(user.id)).toEqual(before)
  })

  test('a name this version does not know (written by a later one) is left out of userinfo', async () => {
    const { user, token } = await createUser(t.app)
    await t.app.ctx.db.execute(sql`update users set seen_tours = '{later,start}' where id = ${user.id}`)
    expect(body(await api(t.app, token).get('/users/userinfo'))).toMatchObject({ seen_tours: ['start'] })
  })
})

describe('account/updateTour and the seen marks', () => {
  test('switching show_tour on forgets every seen tour; switching it off keeps them', async () => {
    const { user, token } = await createUser(t.app)
    const client = api(t.app, token)
    await client.post('/users/tourSeen', { tour: 'start' })
    await client.post('/users/tourSeen', { tour: 'progress' })
    const off = await client.post('/account/updateTour', { show_tour: false })
    expect(body(off)).toMatchObject({ show_tour: false, seen_tours: ['start', 'progress'] })
    const on = await client.post('/account/updateTour', { show_tour: true })
    expect(body(on)).toMatchObject({ show_tour: true, seen_tours: [] })
    expect(await userRow(user.id)).toMatchObject({ showTour: true, seenTours: [] })
  })

  test('on while already on (Hilfe) also lets the tours run again', async () => {
    const { token } = await createUser(t.app)
    const client = api(t.app, token)
    await client.post('/users/tourSeen', { tour: 'progress' })
    expect(body(await client.post('/account/updateTour', { show_tour: true }))).toMatchObject({
      seen_tours: [],
    })
  })

  test('refuses a body with seen_tours: the marks change only through their own calls', async () => {
    const { token } = await createUser(t.app)
    const response = await api(t.app, token).post('/account/updateTour', {
      show_tour: true,
      seen_tours: ['x'],
    })
    expect(answer(response)).toMatchObject(invalid({}))
  })
})
