/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http'
import Provider from 'oidc-provider'

/**
 * A real OpenID provider for the tests of the school sign-in (decision 043): node-oidc-provider with
 * its development interactions (a login form that takes any name and password), on a free port of
 * 127.0.0.1, with one static client. Whoever logs in with a name from `people` gets that person's
 * claims; the consent step is skipped (the school's own provider does not ask either).
 */
export interface TestProvider {
  issuer: string
  /** Claims by login name (the subject is the login name); tests add people as they need them. */
  people: Map<string, Record<string, unknown>>
  /**
   * Registers the client's redirect URIs. A journey's server learns the issuer before its own address
   * is known: the provider listens first and takes the client once the server is up.
   */
  allowRedirects(redirectUris: string[]): void
  close(): Promise<void>
}

export const testClient = { id: 'lernraster-test', secret: 'ein-geheimnis-nur-fuer-die-tests-0123456789' }

export async function startTestProvider(redirectUris: string[] = []): Promise<TestProvider> {
  const people = new Map<string, Record<string, unknown>>()
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  let handle: ReturnType<Provider['callback']> | undefined
  server.on('request', (request, response) => {
    if (handle) return handle(request, response)
    response.writeHead(503).end()
  })
  const allowRedirects = (uris: string[]) => {
    handle = new Provider(issuer, configuration(uris, people)).callback()
  }
  if (redirectUris.length > 0) allowRedirects(redirectUris)
  return {
    issuer,
    people,
    allowRedirects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function configuration(redirectUris: string[], people: Map<string, Record<string, unknown>>) {
  return {
    clients: [
      {
        client_id: testClient.id,
        client_secret: testClient.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'role', 'class', 'school', 'school_status'],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['lernraster-test-provider-cookies'] },
    // Set, so the provider does not print a notice for each default lifetime.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ ...people.get(id), sub: id }),
    }),
    // Every sign-in is granted what the client asks for: no consent page.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      })
      grant.addOIDCScope(ctx.oidc.params.scope)
      await grant.save()
      return grant
    },
  }
}

/** The part of oidc-provider's request context that granting reads. */
interface ProviderContext {
  oidc: {
    provider: {
      Grant: new (input: {
        clientId: string
        accountId: string
      }) => {
        addOIDCScope(scope: string): void
        save(): Promise<string>
      }
    }
    client: { clientId: string }
    session: { accountId: string }
    params: { scope: string }
  }
}
