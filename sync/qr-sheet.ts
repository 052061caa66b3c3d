import { QR_PATH, type QrGroup } from './protocol/rules/index.ts'
import type { Language } from './protocol/index.ts'
import { createHttpClient } from './transport/http.ts'

/*
 * The Hotelqr screen's sheet of QR codes (GET api/qrcode/qr/{businessId}, docs/api.md "QR codes").
 * Unlike every other staff read it is not synced: the server draws the PDF from its own rows and
 * the public address guests open, so it needs the network. The answer is base64 text.
 */

export interface QrSheetRequest {
  businessId: string
  group: QrGroup
  /** With `tables`: the restaurant or pool service whose tables get a code. */
  serviceId?: string | undefined
  /** The sheet's title language. */
  lang: Language
}

export interface QrSheetOptions {
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export type QrSheetResult =
  | { kind: 'pdf'; pdf: Blob }
  /** No answer: offline, or the server cannot be reached. */
  | { kind: 'unreachable' }
  /** The server answered with an error (its status and message). */
  | { kind: 'refused'; status: number; message: string }

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim())
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Fetches the sheet (refreshing an expired access token once) and decodes it to a PDF. */
export async function fetchQrSheet(
  request: QrSheetRequest,
  options: QrSheetOptions = {},
): Promise<QrSheetResult> {
  // Drawing a hotel's few hundred codes takes a few seconds; give it more than a sync request.
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: 90_000,
  })
  const outcome = await http.send({
    method: 'GET',
    path: `${QR_PATH}/${encodeURIComponent(request.businessId)}`,
    searchParams: {
      group: request.group,
      lang: request.lang,
      ...(request.group === 'tables' && request.serviceId ? { service_id: request.serviceId } : {}),
    },
  })
  if (outcome.kind === 'network') return { kind: 'unreachable' }
  if (!outcome.ok) {
    const body = outcome.body as { message?: unknown } | null
    const message = typeof body?.message === 'string' ? body.message : outcome.text
    return { kind: 'refused', status: outcome.status, message }
  }
  try {
    return { kind: 'pdf', pdf: new Blob([decodeBase64(outcome.text)], { type: 'application/pdf' }) }
  } catch {
    return { kind: 'refused', status: outcome.status, message: 'The answer is not a PDF.' }
  }
}
