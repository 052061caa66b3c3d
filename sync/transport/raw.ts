import { createHttpClient, isTokenExpired } from './http.ts'

/** Where a raw request goes, and with what fetch (tests bring a cookie jar). */
export interface RawRequestOptions {
  /** Origin of the API; default: same origin. */
  baseUrl?: string | undefined
  fetch?: typeof fetch | undefined
}

/**
 * One request whose answer is a file (a PDF, a CSV) rather than JSON: the Response as it came,
 * read by the caller. An expired access token ("Unauthorized: Token expired") is refreshed once
 * and the request sent again, as the JSON client does. null: no answer (offline, the server
 * unreachable) or the refresh could not be made.
 */
export async function sendRaw(
  path: string,
  init: RequestInit,
  options: RawRequestOptions = {},
): Promise<Response | null> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = `${options.baseUrl ?? ''}${path}`
  const once = () => send(url, { ...init, credentials: 'include' })
  try {
    const response = await once()
    if (response.status !== 401) return response
    const text = await response.clone().text()
    const body = parseJson(text)
    if (!isTokenExpired({ kind: 'response', status: 401, ok: false, body, text })) return response
    const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
    if ((await http.refresh()) !== 'ok') return response
    return await once()
  } catch {
    return null // offline, or the server is unreachable
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}
