import type { FastifyRequest } from 'fastify'

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

/**
 * True only for a caller on this machine talking to the server directly: over loopback, or from the
 * very address the server listens on (HOST set to the machine's own address). The socket's address
 * is used, never the client address TRUST_PROXY derives from headers; and a request that a proxy
 * forwarded counts as remote even when the proxy itself runs on this machine.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket
  const sameMachine =
    isLoopback(remoteAddress) || (remoteAddress !== undefined && remoteAddress === localAddress)
  if (!sameMachine) return false
  return forwardingHeaders.every((name) => request.headers[name] === undefined)
}
