import { DrizzleQueryError } from 'drizzle-orm/errors'

/**
 * The `err` serializer of the server's logger. An allowlist: a failed query is logged with its
 * SQL (placeholders `$1`…) and the database's error code, never its parameters (e-mails, password
 * hashes, room codes) nor the database's `detail` (it quotes the conflicting values). Drizzle puts
 * the parameters in the message and in `params`; PGlite adds them to its error as `params` too.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' }
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message
  const out: SerializedError = {
    type: error.constructor.name,
    message,
    stack: `${error.name}: ${message}${stackFrames(error.stack)}`,
  }
  const fields = error as unknown as Record<string, unknown>
  if (error instanceof DrizzleQueryError) out.sql = error.query
  else if (typeof fields.query === 'string') out.sql = fields.query
  for (const key of SAFE_FIELDS) {
    const value = fields[key]
    if (typeof value === 'string' || typeof value === 'number') out[key] = value
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1)
  return out
}

export interface SerializedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

/** Fields that name what failed, never the data: PostgreSQL's error fields and HTTP status codes. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'position',
  'statusCode',
] as const

/** The "    at …" lines of a stack, without its first lines (they repeat the message). */
function stackFrames(stack: string | undefined): string {
  if (!stack) return ''
  const at = stack.indexOf('\n    at ')
  return at === -1 ? '' : stack.slice(at)
}
