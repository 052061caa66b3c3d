import { Trans, useLingui } from '@lingui/react/macro'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'

interface DeleteReservationDialogProps {
  reservation: Reservation | null
  time: string
  onCancel: () => void
  onDelete: (reservation: Reservation) => void
}

/** Deleting is asked first: the booking and its hold on the tables go. */
export function DeleteReservationDialog({
  reservation,
  time,
  onCancel,
  onDelete,
}: DeleteReservationDialogProps) {
  const { t } = useLingui()
  const name = reservation?.name ?? ''
  return (
    <Dialog
      open={reservation !== null}
      onClose={onCancel}
      title={t`Delete reservation`}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} autoFocus>
            <Trans>Keep it</Trans>
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => reservation && onDelete(reservation)}
          >
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          Delete the reservation of {name} at {time}? Its tables become free. This cannot be undone.
        </Trans>
      </p>
    </Dialog>
  )
}
