import { describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { demoLoginNotice, loginNoticeOf } from './login-notice'

describe('demoLoginNotice', () => {
  it('says the link no longer works when there is none or the server refuses it', () => {
    expect(demoLoginNotice(undefined)).toBe('demoLinkInvalid')
    expect(demoLoginNotice(new ApiRequestError(422, { code: 'invalidToken', message: '' }))).toBe(
      'demoLinkInvalid',
    )
    expect(demoLoginNotice(new ApiRequestError(422, { code: 'validation', message: '' }))).toBe(
      'demoLinkInvalid',
    )
  })

  it('says the login failed, not that the link is bad, when the server or the network failed', () => {
    expect(demoLoginNotice(new ApiRequestError(500, { code: 'internal', message: '' }))).toBe(
      'demoLoginFailed',
    )
    expect(demoLoginNotice(new NetworkError(new Error('offline')))).toBe('demoLoginFailed')
  })
})

describe('loginNoticeOf', () => {
  it('reads a notice from the router state and ignores anything else', () => {
    expect(loginNoticeOf({ loginNotice: 'demoLinkInvalid' })).toBe('demoLinkInvalid')
    expect(loginNoticeOf({ loginNotice: 'somethingElse' })).toBeNull()
    expect(loginNoticeOf(null)).toBeNull()
    expect(loginNoticeOf('demoLinkInvalid')).toBeNull()
  })
})
