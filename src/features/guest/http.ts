/**
 * A tiny fetch wrapper for the guest pages (same origin, cookies included). Non-2xx replies throw
 * HttpError carrying the status, the error code of an ErrorBody and the raw text; a request that
 * never got an answer throws NetworkError.
 */
import { TEXT } from '../../../sync/protocol/rules/index.ts'
import { takeEarlyRead } from './early-reads.ts'

export class HttpError extends Error {
  readonly status: number
  readonly code: string | null
  readonly text: string
  /** The field at fault of a validation error (dotted path). */
  readonly field: string | null

  constructor(
    status: number,
    code: string | null,
    text: string,
    message: string,
    field: string | null = null,
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.text = text
    this.field = field
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause })
    this.name = 'NetworkError'
  }
}

/** An answer whose shape the page cannot use ("A critical error has occured."). */
export class FormatError extends Error {
  constructor(what: string) {
    super(`unexpected reply: ${what}`)
    this.name = 'FormatError'
  }
}

type RequestOptions = { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const init: RequestInit = { method, headers, credentials: 'same-origin' }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(options.body)
  }
  if (options.signal) init.signal = options.signal
  let response: Response
  let text: string
  try {
    // A read index.html started before the scripts arrived (early-reads.ts), else a new one.
    const early = method === 'GET' ? takeEarlyRead(path) : null
    response = await (early ?? fetch(path, init))
    text = await response.text()
    // An early read cannot be aborted: the page that stopped waiting still must not get it.
    if (options.signal?.aborted) throw options.signal.reason
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError(error)
  }
  const json = parseJson(text)
  if (!response.ok) {
    const body = json as { code?: unknown; message?: unknown; field?: unknown } | undefined
    const code = typeof body?.code === 'string' ? body.code : null
    const message = typeof body?.message === 'string' ? body.message : text
    const field = typeof body?.field === 'string' ? body.field : null
    throw new HttpError(response.status, code, text, message, field)
  }
  if (json === undefined) throw new FormatError(`${method} ${path}`)
  return json as T
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export function isTrialExpired(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 403 &&
    (error.text.trim() === TEXT.trialExpired ||
      error.message === TEXT.trialExpired ||
      error.code === 'trial_expired')
  )
}

/** Network trouble or a server failure: worth trying again. */
export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && error.status >= 500)
}

export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
