import { SignJWT, jwtVerify, errors } from 'jose'

/** Signs and checks the access, refresh, guest (room code) and guest-user (profile) tokens (HS256). */
export class Tokens {
  private readonly key: Uint8Array

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
  }

  sign(claims: Record<string, unknown>, kind: TokenKind, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...claims, kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key)
  }

  /**
   * The claims, or why the token is not accepted. `allowExpired`: a genuine but expired token
   * still gives its claims (logout ends the session of an expired access token too).
   */
  async verify(
    token: string,
    kind: TokenKind,
    options: { allowExpired?: boolean } = {},
  ): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] })
      if (payload.kind !== kind) return { ok: false, reason: 'invalid' }
      return { ok: true, claims: payload }
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        // jose checks the signature before the expiry: the payload is genuine
        if (options.allowExpired && error.payload.kind === kind) {
          return { ok: true, claims: error.payload }
        }
        return { ok: false, reason: 'expired' }
      }
      return { ok: false, reason: 'invalid' }
    }
  }
}

export type TokenKind = 'access' | 'refresh' | 'guest' | 'guestUser' | 'device'
export type VerifyResult =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' }
