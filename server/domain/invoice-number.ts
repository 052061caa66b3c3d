import { sql } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { invoiceCounters } from '../db/schema.ts'

/**
 * The business's next invoice number (1, 2, 3 …), taken in the caller's transaction: the upsert
 * locks the business's counter row until the transaction ends, so two check-outs at once get two
 * numbers one after the other, and a check-out that is rolled back gives its number back.
 */
export async function nextInvoiceNumber(tx: Tx, businessId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ businessId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.businessId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber })
  return row!.number
}
