import ky, { type KyInstance } from 'ky'
import { IDEMPOTENCY_HEADER, TEXT } from '../protocol/rules/index.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestSpec {
  method: HttpMethod
  path: string
  json?: unknown
  searchParams?: Record<string, string | number>
  /** Sent as `Idempotency-Key` (outbox replays). */
  idempotencyKey?: string
  /** A multipart body with one file (image uploads) instead of `json`. */
  file?: { field: string; blob: Blob; filename: string }
  /** This request's own time-out (a photo over poor Wi-Fi takes longer than JSON). */
  timeoutMs?: number
}

/** Any answer of the server, or no answer at all. HTTP errors are answers, not exceptions. */
export type HttpOutcome =
  | { kind: 'response'; status: number; ok: boolean; body: unknown; text: string }
  | { kind: 'network'; error: unknown }

export type RefreshResult = 'ok' | 'expired' | 'network'

export interface HttpClient {
  /** Sends once; on 401 "Unauthorized: Token expired" refreshes once and retries once. */
  send(spec: RequestSpec): Promise<HttpOutcome>
  /** GET refreshToken; concurrent callers share one request. */
  refresh(): Promise<RefreshResult>
}

export interface HttpClientOptions {
  /** Origin of the API; omitted in the browser (same origin). */
  baseUrl?: string | undefined
  /** Injected fetch (tests in Node bring a cookie jar). */
  fetch?: typeof fetch | undefined
  timeoutMs?: number
  /** Called after every request: whether the server answered at all. */
  onReachable?: (reachable: boolean) => void
  /** Called when the refresh token is refused: the user must sign in again. */
  onSessionExpired?: () => void
}

export const REFRESH_PATH = '/api/v2/access/refreshToken'

export function isTokenExpired(outcome: HttpOutcome): boolean {
  return (
    outcome.kind === 'response' &&
    outcome.status === 401 &&
    typeof outcome.body === 'object' &&
    outcome.body !== null &&
    (outcome.body as { message?: unknown }).message === TEXT.tokenExpired
  )
}

function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A fresh form per attempt (a body is consumed by the request that sends it). */
function formOf(file: NonNullable<RequestSpec['file']>): FormData {
  const form = new FormData()
  form.append(file.field, file.blob, file.filename)
  return form
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const api: KyInstance = ky.create({
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
    credentials: 'include',
    retry: 0, // the outbox and the pull loop own retrying
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
  })
  let refreshing: Promise<RefreshResult> | null = null

  async function once(spec: RequestSpec): Promise<HttpOutcome> {
    const headers: Record<string, string> = {}
    if (spec.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = spec.idempotencyKey
    try {
      const response = await api(spec.path, {
        method: spec.method,
        headers,
        ...(spec.json !== undefined ? { json: spec.json } : {}),
        ...(spec.file !== undefined ? { body: formOf(spec.file) } : {}),
        ...(spec.timeoutMs !== undefined ? { timeout: spec.timeoutMs } : {}),
        ...(spec.searchParams !== undefined ? { searchParams: spec.searchParams } : {}),
      })
      const text = await response.text()
      options.onReachable?.(true)
      return {
        kind: 'response',
        status: response.status,
        ok: response.ok,
        body: parseBody(text),
        text,
      }
    } catch (error) {
      // fetch rejected (no network, DNS, refused, timeout, aborted): the server did not answer.
      options.onReachable?.(false)
      return { kind: 'network', error }
    }
  }

  async function doRefresh(): Promise<RefreshResult> {
    const outcome = await once({ method: 'GET', path: REFRESH_PATH })
    if (outcome.kind === 'network') return 'network'
    if (outcome.ok) return 'ok'
    if (outcome.status === 401 || outcome.status === 403) {
      options.onSessionExpired?.()
      return 'expired'
    }
    return 'network' // 5xx: the server is unwell, not the session
  }

  function refresh(): Promise<RefreshResult> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function send(spec: RequestSpec): Promise<HttpOutcome> {
    const first = await once(spec)
    if (!isTokenExpired(first)) return first
    const refreshed = await refresh()
    if (refreshed === 'ok') return once(spec) // retried once; a second expiry is returned as is
    if (refreshed === 'network') return { kind: 'network', error: new Error('refresh unreachable') }
    return first
  }

  return { send, refresh }
}
