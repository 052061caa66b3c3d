import os from 'node:os'

/*
 * Where guests open the app, for the links printed in QR codes (issue 16): never from what a
 * client may forge. PUBLIC_URL when configured; else, behind a trusted proxy (TRUST_PROXY), the
 * host the proxy forwards (X-Forwarded-Host); else the address this server listens on. The Host
 * header is never used: a forged one would print codes that open another site.
 */

export interface PublicBaseInput {
  publicUrl: string | undefined
  trustProxy: boolean
  /** The request's X-Forwarded-Host header, as Node gives it. */
  forwardedHost: string | string[] | undefined
  /** The request's scheme (Fastify honours X-Forwarded-Proto only with TRUST_PROXY). */
  protocol: string
  /** The address the server listens on (`server.address()`), null when unknown. */
  listen: { address: string; port: number } | null
  /** An address of this machine other devices reach, for a server listening on every one. */
  lanAddress?: () => string | null
}

/** A host and optional port, nothing else (no path, user or second value). */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

const WILDCARD = new Set(['0.0.0.0', '::', '::0', ''])

export function publicBaseUrl(input: PublicBaseInput): string {
  if (input.publicUrl) return input.publicUrl.replace(/\/+$/, '')
  const scheme = input.protocol === 'https' ? 'https' : 'http'
  if (input.trustProxy) {
    const header = Array.isArray(input.forwardedHost) ? input.forwardedHost[0] : input.forwardedHost
    const host = header?.split(',')[0]?.trim() ?? ''
    if (HOST.test(host)) return `${scheme}://${host}`
  }
  return `${scheme}://${listenHost(input)}`
}

function listenHost({ listen, lanAddress = firstLanAddress }: PublicBaseInput): string {
  if (!listen) return 'localhost'
  let host = listen.address
  if (WILDCARD.has(host)) host = lanAddress() ?? 'localhost'
  if (host.includes(':')) host = `[${host}]`
  return `${host}:${listen.port}`
}

/** The first IPv4 address of this machine that is not a loopback, or null. */
export function firstLanAddress(): string | null {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address
  }
  return null
}

/** The warning logged at start when PUBLIC_URL is not set; null when it is. */
export function publicUrlWarning(env: { PUBLIC_URL?: string | undefined; TRUST_PROXY: boolean }) {
  if (env.PUBLIC_URL) return null
  const from = env.TRUST_PROXY
    ? "the proxy's X-Forwarded-Host, else this server's listen address"
    : "this server's listen address"
  return `PUBLIC_URL is not set: QR codes link to ${from}. Set PUBLIC_URL to the address guests open the app at.`
}
