import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Language } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Field, LanguageSelect, PopupActions, useFirstFocus } from './form-parts.tsx'
import { checkOut, downloadInvoice, useInvoice } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'

/** The invoice's file name: room and stay, so a day's invoices sort and do not collide. */
export const invoiceFileName = (roomName: string, stayId: string) =>
  `invoice-room-${roomName.replace(/[^\w-]+/g, '_')}-${stayId.slice(0, 8)}.pdf`

/**
 * Check-out: queued (works offline); the invoice PDF downloads by itself once the check-out has
 * synced (it is kept on the device, and stays downloadable from the room afterwards).
 */
export function CheckOutDialog({
  view,
  onClose,
  onFailed,
  onCheckedOut,
}: PopupProps & { view: RoomView; onCheckedOut: (stayId: string, fileName: string) => void }) {
  const { t } = useLingui()
  const roomName = view.room.name
  const formId = useId()
  // The stay being checked out: kept, since the room shows no stay once it is queued.
  const [stay] = useState(view.stay)
  const [lang, setLang] = useState<Language>(view.stay?.lang ?? 'en')
  const [queued, setQueued] = useState(false)
  const first = useFirstFocus<HTMLSelectElement>()
  const invoice = useInvoice(queued && stay ? stay._id : null)
  const fileName = stay ? invoiceFileName(view.room.name, stay._id) : ''

  if (!stay) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    checkOut(stay._id, lang)
      .then(() => {
        setQueued(true)
        // The screen downloads the invoice once it syncs, even after this popup is closed.
        onCheckedOut(stay._id, fileName)
      })
      .catch(onFailed)
  }

  if (queued) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={<Trans>Checked out · room {roomName}</Trans>}
        actions={
          <>
            <button
              type="button"
              className="btn"
              disabled={!invoice}
              onClick={() => {
                downloadInvoice(stay._id, fileName)
                  .then((ok) => {
                    if (!ok) showToast(t`The invoice is not on this device yet.`, 'attention')
                  })
                  .catch(onFailed)
              }}
            >
              <Trans>Download invoice</Trans>
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              <Trans>Done</Trans>
            </button>
          </>
        }
      >
        <p className="rooms-notice" role="status" data-invoice={invoice ? 'ready' : 'waiting'}>
          {invoice ? (
            <Trans>The invoice has been downloaded. It stays available from the room.</Trans>
          ) : (
            <Trans>
              The guest is checked out. The invoice downloads as soon as the check-out reaches the
              server.
            </Trans>
          )}
        </p>
      </Dialog>
    )
  }

  const guest = stay.guest_name ?? t`the guest`
  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Check out · room {roomName}</Trans>}
      actions={<PopupActions formId={formId} submit={<Trans>Check out</Trans>} onClose={onClose} />}
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        <p>
          <Trans>
            Check {guest} out of room {roomName}? The room code stops working.
          </Trans>
        </p>
        {view.openOrders.length > 0 && (
          <p className="rooms-notice rooms-notice--attention">
            <Trans>This room still has open orders; they are listed on the invoice.</Trans>
          </p>
        )}
        <Field label={<Trans>Invoice language</Trans>}>
          {(f) => <LanguageSelect id={f.id} value={lang} onChange={setLang} ref={first} />}
        </Field>
      </form>
    </Dialog>
  )
}
