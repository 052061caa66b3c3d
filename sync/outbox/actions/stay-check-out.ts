import { STAY_BASE } from '../../protocol/rules/index.ts'
import { CheckoutBody } from '../../protocol/action-schemas.ts'
import type { ActionDefinition, KeptRow } from './definition.ts'
import { updateAction } from './kinds.ts'

/** Base64 -> bytes; null when it is not base64. */
function decode(base64: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** The invoice PDF a checkout answers with (`invoice`, base64), as a Blob to keep. */
export function invoiceOf(body: unknown, stayId: string, at: string): KeptRow[] {
  const invoice = (body as { invoice?: unknown } | null)?.invoice
  const bytes = typeof invoice === 'string' && invoice !== '' ? decode(invoice) : null
  if (!bytes) return [] // none we can read: GET invoice/{stayId} still has it
  const pdf = new Blob([bytes], { type: 'application/pdf' })
  return [{ table: 'invoices', row: { stay_id: stayId, pdf, at } }]
}

const step = updateAction({
  type: 'stay.checkOut',
  table: 'stays',
  payload: CheckoutBody,
  id: (p) => p.stay_id,
  refuse: (row) =>
    row.check_in !== null
      ? null
      : row.checked_out_at !== null
        ? 'The stay has been checked out already.'
        : 'The stay is not checked in.',
  patch: (_p, _row, at) => ({ check_in: null, checked_out_at: at }),
  request: (p) => ({ method: 'PUT', path: `${STAY_BASE}/checkout`, json: p }),
})

/**
 * Check-out: PUT checkout {stay_id, lang?} -> the Stay plus its invoice (base64). The guest is
 * out at once; when the action is answered, the invoice PDF is kept in `db.invoices` (by stay,
 * in the answer's transaction) so the room offers it offline. Checked out by another desk
 * meanwhile: the server answers the same with its stored invoice; never checked in: 409
 * `stay.not_checked_in` restores the stay.
 */
export const checkOut: ActionDefinition<'stay.checkOut'> = {
  ...step,
  keep: (body, p) => invoiceOf(body, p.stay_id, new Date().toISOString()),
}
