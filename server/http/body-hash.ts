import { createHash } from 'node:crypto'

/** JSON with object keys sorted, so equal bodies give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The fingerprint stored with an idempotency key: a reuse with another body is refused (422). */
export const bodyHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('base64url')
