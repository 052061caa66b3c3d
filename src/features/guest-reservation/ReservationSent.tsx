/** The success popup: the reservation was sent, and the e-mail it will be answered at. */
import { Trans } from '@lingui/react/macro'
import { Sheet } from '../guest/Sheet.tsx'

type ReservationSentProps = {
  email: string
  summary: string
  onClose: () => void
}

export function ReservationSent({ email, summary, onClose }: ReservationSentProps) {
  return (
    <Sheet
      id="r-sent"
      open
      onClose={onClose}
      title={<Trans>Reservation sent</Trans>}
      footer={
        <button type="button" className="g-btn g-btn-primary g-btn-block" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      }
    >
      <p className="r-sent-tick" aria-hidden="true">
        ✓
      </p>
      <p>
        <Trans>
          Thank you! Your reservation request has been sent. The confirmation will come to{' '}
          <strong>{email}</strong>.
        </Trans>
      </p>
      <p className="g-muted">{summary}</p>
    </Sheet>
  )
}
