import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxRow } from '../../../../sync/index.ts'
import { dayIn } from '../../../../sync/protocol/rules/index.ts'
import { reservationContext, reservationReason } from '../../../app/status/describe/reservations.ts'
import { FAIL_TEXT } from '../../../app/status/fail-text.ts'
import { nextFreeSlots, type DeskData, type DeskForm } from '../desk-booking.ts'

interface RefusedBookingProps {
  row: OutboxRow
  data: DeskData
  form: DeskForm
  now: number
  format: (slot: number) => string
  onChoose: (slot: number) => void
}

/**
 * The server refused the booking (another device took a table first): why, in the server's
 * words made ours ("Table T7 is already reserved on 27. 11. from 20:00 to 22:00."), and the
 * times still free for the party from then on that day (the same time, at other tables, when
 * they seat it), one tap each: the form picks the tables again.
 */
export function RefusedBooking({ row, data, form, now, format, onChoose }: RefusedBookingProps) {
  const { i18n } = useLingui()
  const at = Date.parse(form.at)
  const day = Number.isNaN(at) ? form.day : dayIn(at, data.zone)
  const next = Number.isNaN(at) ? [] : nextFreeSlots(data, day, form.guests, at - 1, now, 4)
  return (
    <div className="desk-new__refused" role="alert">
      <p>
        {i18n._(FAIL_TEXT)} {reservationReason(row, reservationContext(i18n))}
      </p>
      {next.length > 0 ? (
        <div className="desk-new__next">
          <span>
            <Trans>Free that day:</Trans>
          </span>
          {next.map((slot) => (
            <button key={slot} type="button" className="btn" onClick={() => onChoose(slot)}>
              {format(slot)}
            </button>
          ))}
        </div>
      ) : (
        <p>
          <Trans>No later time is free that day for this party.</Trans>
        </p>
      )}
    </div>
  )
}
