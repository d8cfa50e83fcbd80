// oidc-provider ships no types; the tests use only its constructor and its request handler.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
