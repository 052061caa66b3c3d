import { STAY_BASE } from './protocol/rules/index.ts'
import { db as pageDb, type LocalDb } from './db.ts'

/*
 * Check-out invoices kept on the device (`db.invoices`, by stay id). A checkout's answer carries
 * the PDF and the outbox keeps it in the answer's transaction (outbox/actions/stay-check-out.ts),
 * so a desk that checked a guest out offline has the invoice once the action syncs, and still
 * has it offline afterwards. An invoice the device never got (another desk's checkout, a cleared
 * device) is fetched once online and kept too.
 */

export interface InvoiceOptions {
  /** Default: the page's database. */
  db?: LocalDb
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export const invoicePath = (stayId: string): string =>
  `${STAY_BASE}/invoice/${encodeURIComponent(stayId)}`

/** The stay's invoice kept on this device, or null. IndexedDB only: works offline. */
export async function storedInvoice(
  stayId: string,
  target: LocalDb = pageDb,
): Promise<Blob | null> {
  return (await target.invoices.get(stayId))?.pdf ?? null
}

/**
 * GET stay/invoice/{stayId}, refreshing an expired access token once; null: none, or no answer.
 * The raw request and its HTTP client load here, not with the staff shell (sync/net.ts).
 */
async function fetchInvoice(stayId: string, options: InvoiceOptions): Promise<Blob | null> {
  const raw = await import('./transport/raw.ts').catch(() => null)
  // Offline before the service worker had the code: no answer either.
  const response = raw && (await raw.sendRaw(invoicePath(stayId), {}, options))
  if (!response?.ok) return null
  try {
    return new Blob([await response.arrayBuffer()], { type: 'application/pdf' })
  } catch {
    return null // the connection dropped while the file came
  }
}

/**
 * The stay's check-out invoice PDF: the one kept on this device, else (online) fetched from the
 * server and kept. null when the device has none and the server has none or cannot be reached.
 */
export async function invoiceBlob(
  stayId: string,
  options: InvoiceOptions = {},
): Promise<Blob | null> {
  const target = options.db ?? pageDb
  const kept = await storedInvoice(stayId, target)
  if (kept) return kept
  const pdf = await fetchInvoice(stayId, options)
  if (pdf) await target.invoices.put({ stay_id: stayId, pdf, at: new Date().toISOString() })
  return pdf
}
