import { IDEMPOTENCY_HEADER } from '../../../sync/protocol/rules/index.ts'
import {
  IMAGE_FIELD,
  imageUploadPath,
  type ImageKind,
} from '../../../sync/protocol/rules/images.ts'
import {
  REFRESH_PATH,
  isTokenExpired,
  type HttpClient,
  type HttpOutcome,
} from '../../../sync/transport/http.ts'

export interface UploadImageOptions {
  /**
   * The staff HTTP client: its `refresh` is shared, so an upload and the outbox never refresh
   * the token twice at once. Without it the upload refreshes on its own.
   */
  http?: Pick<HttpClient, 'refresh'>
  /** Origin of the API; omitted in the browser (same origin). */
  baseUrl?: string
  /** Injected fetch (tests). */
  fetch?: typeof fetch
  /** Default 120 s (a 1 MB photo over poor hotel Wi-Fi). */
  timeoutMs?: number
  signal?: AbortSignal
  /** Called after the request: whether the server answered at all. */
  onReachable?: (reachable: boolean) => void
}

const DEFAULT_TIMEOUT_MS = 120_000

/**
 * Uploads an image for an item (`article`), a category or a service: POST multipart, the file in
 * field `image`, with `Idempotency-Key` (the outbox passes its action id, so a replay never
 * uploads twice), the staff cookies, and on 401 "Token expired" one refresh and one retry — the
 * conventions of sync/transport/http.ts. Never throws for HTTP errors: the answer (200 with the
 * updated row, 400 `field: 'image'`, 403, 404, 413) or `network` when the server did not answer,
 * for the outbox to decide. docs/api.md "Images".
 */
export async function uploadImage(
  kind: ImageKind,
  businessId: string,
  id: string,
  blob: Blob,
  idempotencyKey: string,
  options: UploadImageOptions = {},
): Promise<HttpOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const base = options.baseUrl ?? ''
  const url = `${base}${imageUploadPath(kind, businessId, id)}`

  async function once(): Promise<HttpOutcome> {
    const form = new FormData()
    form.append(IMAGE_FIELD, blob, fileNameOf(blob))
    // One controller for the timeout and the caller's signal (AbortSignal.any is too new for
    // some tablets).
    const controller = new AbortController()
    const abort = () => controller.abort()
    const timer = setTimeout(abort, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    if (options.signal?.aborted) abort()
    options.signal?.addEventListener('abort', abort)
    try {
      const response = await doFetch(url, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        signal: controller.signal,
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
      options.onReachable?.(false)
      return { kind: 'network', error }
    } finally {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', abort)
    }
  }

  async function refresh(): Promise<'ok' | 'expired' | 'network'> {
    if (options.http) return options.http.refresh()
    try {
      const response = await doFetch(`${base}${REFRESH_PATH}`, { credentials: 'include' })
      if (response.ok) return 'ok'
      return response.status === 401 || response.status === 403 ? 'expired' : 'network'
    } catch {
      return 'network'
    }
  }

  const first = await once()
  if (!isTokenExpired(first)) return first
  const refreshed = await refresh()
  if (refreshed === 'ok') return once()
  if (refreshed === 'network') return { kind: 'network', error: new Error('refresh unreachable') }
  return first
}

/** A file name for the multipart part, by the blob's type (the server reads the bytes anyway). */
export function fileNameOf(blob: Blob): string {
  const name = (blob as Partial<File>).name
  if (typeof name === 'string' && name !== '') return name
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg' }[blob.type] ?? 'webp'
  return `image.${extension}`
}

function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
