import { schoolSignInMessages } from '@lernraster/shared'
import * as client from 'openid-client'
import { AppError } from '../../lib/app-error'
import type { SignInFlow } from './flow-cookie'
import type { OidcSettings, SignInApp } from './oidc-settings'

/** What the provider vouches for, from the checked ID token and its userinfo answer. */
export type SchoolClaims = Record<string, unknown> & { sub: string }

/** How long the server waits for the provider (discovery, token, userinfo). */
const providerTimeoutSeconds = 10

/**
 * The provider's metadata and keys, fetched once per process and issuer (openid-client's discovery).
 * A failed discovery is forgotten, so the next sign-in tries again.
 */
const discovered = new Map<string, Promise<client.Configuration>>()

function providerConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId} ${settings.allowHttp}`
  let configuration = discovered.get(key)
  if (!configuration) {
    configuration = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
      {
        timeout: providerTimeoutSeconds,
        ...(settings.allowHttp && settings.issuer.startsWith('http://')
          ? { execute: [client.allowInsecureRequests] }
          : {}),
      },
    )
    discovered.set(key, configuration)
    configuration.catch(() => discovered.delete(key))
  }
  return configuration.catch((cause: unknown) => {
    throw unavailable(cause)
  })
}

const unavailable = (cause: unknown) =>
  Object.assign(new AppError('unavailable', schoolSignInMessages.unavailable), { cause })

/** A new flow and the provider's address to send the browser to: authorization code with PKCE (S256). */
export async function startFlow(
  settings: OidcSettings,
  app: SignInApp,
  expiresAt: number,
): Promise<{ url: string; flow: SignInFlow }> {
  const configuration = await providerConfiguration(settings)
  const flow: SignInFlow = {
    app,
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    expiresAt,
  }
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUris[app],
    scope: settings.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  })
  return { url: url.href, flow }
}

/**
 * Checks the provider's answer against the flow (state, then the code at the token endpoint with the
 * PKCE verifier, then the ID token's signature, issuer, audience, expiry and nonce) and returns the
 * person's claims. Every refusal is a 422 invalidToken with a German sentence, never a 500 (decision 043).
 */
export async function finishFlow(
  settings: OidcSettings,
  flow: SignInFlow,
  callback: URLSearchParams,
): Promise<SchoolClaims> {
  // Checked here too (openid-client does it as well), so that a stale tab gets the plain sentence.
  if (callback.get('state') !== flow.state) throw failed('expired')
  if (callback.get('error') === 'access_denied') throw failed('denied')
  const configuration = await providerConfiguration(settings)
  const currentUrl = new URL(settings.redirectUris[flow.app])
  currentUrl.search = callback.toString()
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const idClaims = tokens.claims()
    if (!idClaims) throw failed('failed')
    const userinfo = configuration.serverMetadata().userinfo_endpoint
      ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
      : {}
    // The signed ID token has the last word where both name a claim.
    return { ...userinfo, ...idClaims, sub: idClaims.sub }
  } catch (error) {
    throw asAppError(error)
  }
}

const failed = (reason: 'expired' | 'denied' | 'failed') =>
  new AppError('invalidToken', schoolSignInMessages[reason])

function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
    return failed('denied')
  }
  // The provider could not be reached (fetch's network error, or the timeout): not the person's fault.
  const unreachable =
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof Error && error.name === 'TimeoutError')
  if (unreachable) return unavailable(error)
  // A code used twice, a wrong verifier or nonce, a bad signature: the provider's answer is refused.
  return Object.assign(failed('failed'), { cause: error })
}
