import {
  closedDays,
  guestDates,
  isClosedOn,
  publicDates,
  reopeningDay,
  todayIn,
  type Service,
} from '../../../sync/protocol/index.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { serviceClosed, type Booker } from '../reservations/access.ts'

/** The demo pages' bookings (spec 001 §5): refused, nothing written. */
export const orderDisabled = () =>
  new HttpError(403, 'orderDisabled', 'Ordering is disabled in the demo.')

/**
 * What a guest or the public may book at the spa: an active spa service that is bookable; the
 * public only one open to the public (else 404, the page is not found) and not closed today.
 */
export function assertSpaBookable(service: Service, booker: Booker, today: string): void {
  if (service.type !== 'spa') throw notFound('Spa service')
  if (booker.kind === 'staff') return
  const options = service.options
  if (options.active === false || options.isBookable === false) throw notFound('Service')
  if (booker.kind === 'guest') return
  if (options.openToPublic !== true) throw notFound('Service')
  const closed = closedDays(options.closedBetween)
  if (closed && isClosedOn(closed, today)) throw serviceClosed(reopeningDay(closed))
}

/** The days a booker may ask about: guests today to +10, the public the next 7 open days. */
export function assertSpaDay(
  service: Service,
  booker: Booker,
  day: string,
  { now, zone }: { now: number; zone: string },
): void {
  if (booker.kind === 'staff') return
  const today = todayIn(zone, now)
  const closed = closedDays(service.options.closedBetween)
  const window = booker.kind === 'guest' ? guestDates(today) : publicDates(today, closed)
  if (!window.includes(day)) throw badRequest('date', 'date: that day cannot be booked')
}
