import type { TableOrderCreatePayload } from '../../../../sync/protocol/index.ts'
import { engine } from '../../../app/staff/engine.ts'

/**
 * The new order as ONE outbox action (`order.createForTable`, the device's id): on the board and
 * the table at once, kept offline, sent once; the server prices it.
 */
export async function sendTableOrder(payload: TableOrderCreatePayload): Promise<void> {
  await engine.enqueue('order.createForTable', payload)
}
