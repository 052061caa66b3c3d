import { useEffect, useRef } from 'react'
import { downloadInvoice, useInvoice } from './reception-api.ts'

/**
 * Downloads a checked-out stay's invoice the moment it is on the device (the queued check-out has
 * synced), whether or not the check-out popup is still open. Renders nothing.
 */
export function InvoiceWatcher(props: { stayId: string; fileName: string; onDone: () => void }) {
  const { stayId, fileName, onDone } = props
  const invoice = useInvoice(stayId)
  const started = useRef(false)
  useEffect(() => {
    if (!invoice || started.current) return
    started.current = true
    downloadInvoice(stayId, fileName)
      .catch((error: unknown) => console.error('Invoice download failed', error))
      .finally(onDone)
  }, [invoice, stayId, fileName, onDone])
  return null
}
