import { STAY_BASE } from '../../protocol/rules/index.ts'
import { FastInputPayload } from '../../protocol/action-schemas.ts'
import type { ActionDefinition } from './definition.ts'

/**
 * A fast-input import: POST fastInput {_id, text, today?, lang?} -> {imported, skipped, counts}.
 * Nothing shows before the server answers: which lines import depends on the rooms and bookings
 * the server has then (the desk's preview told what it expects). The stays it writes arrive by
 * event and pull. The row is listed under the import's own id (a stays ref no row has), so it
 * shows in the waiting list; the server makes each stay's id from `_id`, so a replay never
 * imports twice.
 */
export const fastInput: ActionDefinition<'stay.fastInput'> = {
  type: 'stay.fastInput',
  payload: FastInputPayload,
  entities: (p) => [{ table: 'stays', id: p._id }],
  apply: () => ({ ok: true, row: null }),
  request: (p) => ({ method: 'POST', path: `${STAY_BASE}/fastInput`, json: p, timeoutMs: 120_000 }),
  serverRows: () => [],
}
