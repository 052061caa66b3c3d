import { useLiveQuery } from 'dexie-react-hooks'
import { db, invoiceBlob } from '../../../sync/index.ts'
import { saveFile } from '../../lib/save-file.ts'

/**
 * The stay's check-out invoice kept on this device (it arrives with the checkout's answer):
 * the PDF, null when the device has none (yet), undefined while IndexedDB answers. Live: the
 * room screen offers the download the moment a queued checkout syncs, and offline afterwards.
 */
export function useInvoice(stayId: string | null): Blob | null | undefined {
  return useLiveQuery(
    async () => (stayId ? ((await db.invoices.get(stayId))?.pdf ?? null) : null),
    [stayId],
  )
}

/**
 * Saves the stay's invoice PDF as a file: the one on the device, else (online) the server's,
 * kept for next time. false when there is none to save (not synced yet and offline, or none).
 */
export async function downloadInvoice(stayId: string, filename: string): Promise<boolean> {
  const pdf = await invoiceBlob(stayId)
  if (!pdf) return false
  saveFile(pdf, filename)
  return true
}
