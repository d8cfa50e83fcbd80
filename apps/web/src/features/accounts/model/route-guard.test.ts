import { Role, type UserInfo } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { decideRoute, loginWithNext, safeNextPath } from './route-guard'

const teacher: UserInfo = {
  id: 7,
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@schule.example',
  new_email: null,
  email_confirmed: true,
  activated: true,
  role_id: Role.teacher,
  goal: 4,
  show_tour: false,
  seen_tours: [],
  is_demo: false,
}
const signedIn = { hasToken: true, userFailed: false }

describe('decideRoute without a token', () => {
  it('sends protected pages to login, remembering where the teacher wanted to go', () => {
    expect(decideRoute({ pathname: '/groups', hasToken: false, user: undefined, userFailed: false })).toEqual(
      {
        kind: 'redirect',
        to: '/auth/login?next=%2Fgroups',
      },
    )
    expect(decideRoute({ pathname: '/', hasToken: false, user: undefined, userFailed: false })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    })
  })

  it('lets the auth screens and the demo login through', () => {
    for (const pathname of ['/auth/login', '/auth/register', '/auth/resetPassword', '/demo']) {
      expect(decideRoute({ pathname, hasToken: false, user: undefined, userFailed: false })).toEqual({
        kind: 'render',
      })
    }
  })

  it('sends account settings to login: they mean nothing without a session', () => {
    expect(
      decideRoute({ pathname: '/auth/account', hasToken: false, user: undefined, userFailed: false }),
    ).toEqual({ kind: 'redirect', to: '/auth/login' })
  })
})

describe('decideRoute with a token', () => {
  it('waits for the user before rendering a protected page', () => {
    expect(decideRoute({ ...signedIn, pathname: '/groups', user: undefined })).toEqual({ kind: 'wait' })
  })

  it('renders auth pages while the user loads (they are exempt)', () => {
    expect(decideRoute({ ...signedIn, pathname: '/auth/confirmEmail', user: undefined })).toEqual({
      kind: 'render',
    })
  })

  it('sends an unconfirmed teacher or admin to ConfirmEmail', () => {
    for (const role_id of [Role.teacher, Role.admin]) {
      const user = { ...teacher, role_id, email_confirmed: false, activated: false }
      expect(decideRoute({ ...signedIn, pathname: '/groups', user })).toEqual({
        kind: 'redirect',
        to: '/auth/confirmEmail',
      })
    }
  })

  it('sends a confirmed but not activated teacher to AccountNotActivated, and lets that page render', () => {
    const user = { ...teacher, activated: false }
    expect(decideRoute({ ...signedIn, pathname: '/', user })).toEqual({
      kind: 'redirect',
      to: '/account-status',
    })
    expect(decideRoute({ ...signedIn, pathname: '/account-status', user })).toEqual({ kind: 'render' })
    expect(decideRoute({ ...signedIn, pathname: '/demo', user })).toEqual({ kind: 'render' })
  })

  it('sends a failed user load (a student gets 403) to NotAuthorized, except inside /auth/', () => {
    const failed = { hasToken: true, user: undefined, userFailed: true }
    expect(decideRoute({ ...failed, pathname: '/subjects' })).toEqual({ kind: 'redirect', to: '/noaccess' })
    expect(decideRoute({ ...failed, pathname: '/noaccess' })).toEqual({ kind: 'render' })
    expect(decideRoute({ ...failed, pathname: '/auth/login' })).toEqual({ kind: 'render' })
  })

  it('sends a role outside the teacher app to NotAuthorized', () => {
    const student = { ...teacher, role_id: Role.student }
    expect(decideRoute({ ...signedIn, pathname: '/', user: student })).toEqual({
      kind: 'redirect',
      to: '/noaccess',
    })
  })

  it('sends NotAuthorized home as soon as access is true', () => {
    expect(decideRoute({ ...signedIn, pathname: '/noaccess', user: teacher })).toEqual({
      kind: 'redirect',
      to: '/',
    })
  })

  it('renders every page for an activated teacher, and lets logout run in any state', () => {
    for (const pathname of ['/', '/groups', '/auth/account', '/account-status']) {
      expect(decideRoute({ ...signedIn, pathname, user: teacher })).toEqual({ kind: 'render' })
    }
    expect(decideRoute({ ...signedIn, pathname: '/auth/logout', user: undefined, userFailed: true })).toEqual(
      {
        kind: 'render',
      },
    )
  })
})

describe('next path after login', () => {
  it('accepts only paths of this app', () => {
    expect(safeNextPath('/groups')).toBe('/groups')
    expect(safeNextPath('//evil.example')).toBe('/')
    expect(safeNextPath('/\\evil.example')).toBe('/')
    expect(safeNextPath('https://evil.example')).toBe('/')
    expect(safeNextPath(null)).toBe('/')
    expect(loginWithNext('//evil.example')).toBe('/auth/login')
  })
})
