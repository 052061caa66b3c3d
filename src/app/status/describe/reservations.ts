import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { HeldTable, ReservationStatus } from '../../../../sync/protocol/index.ts'
import { timeFormat } from '../../../lib/dates.ts'
import { hotelZone } from '../../../lib/hotel-zone.ts'
import { intlLocales, parseLocale } from '../../locale.ts'
import { neutralReason } from './generic.ts'
import { FAIL_TEXT } from '../fail-text.ts'
import {
  payloadField,
  type ActionFamily,
  type ActionText,
  type DescribableRow,
  type DescribeContext,
  type DescribedReservation,
} from './types.ts'
import { serviceName } from '../../../../sync/protocol/rules/service-names.ts'

/** When a booking is, on the hotel's wall clock: "24. 11. 21:30". */
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** Names of the reservation actions (the board's buttons, the waiting and refused lists). */
export const RESERVATION_ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'reservation.accept': msg`Accept reservation`,
  'reservation.decline': msg`Decline reservation`,
  'reservation.active': msg`Mark guest arrived`,
  'reservation.noshow': msg`Mark reservation no-show`,
  'reservation.cancel': msg`Cancel reservation`,
  'reservation.nowAvailable': msg`Mark table available again`,
  'reservation.changeStatus': msg`Change reservation status`,
  'reservation.moveTables': msg`Move the party to another table`,
  'reservation.delete': msg`Delete reservation`,
  'reservation.create': msg`Book a table`,
}

/** A reservation's status in the staff member's words. */
export const RESERVATION_STATUS_TEXTS: Record<ReservationStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Accepted: msg`Accepted`,
  Declined: msg`Declined`,
  Canceled: msg`Canceled`,
  Active: msg`Guest arrived`,
  Noshow: msg`No-show`,
  Room: msg`Charged to the room`,
  Finished: msg`Finished`,
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The reservation an action is about: the local row, else what the refusal or payload carried. */
function reservationOf(
  row: DescribableRow,
  ctx: DescribeContext,
): Partial<DescribedReservation> | null {
  const local = ctx.reservations?.get(row.entity.id)
  if (local) return local
  const current = row.refusedWith
  if (current && typeof current.name === 'string') return current
  if (row.type === 'reservation.create') return row.payload as Partial<DescribedReservation>
  return null
}

/** "Novak, 4 guests · 24. 11. 19:00 · Restaurant". */
function reservationLabel(r: Partial<DescribedReservation>, ctx: DescribeContext): string | null {
  const name = text(r.name)
  if (!name) return null
  const parts = [name]
  if (typeof r.number === 'number') {
    const count = r.number
    parts[0] = ctx.i18n._(msg`${name}, ${plural(count, { one: '# guest', other: '# guests' })}`)
  }
  const at = typeof r.time === 'string' ? Date.parse(r.time) : Number.NaN
  if (!Number.isNaN(at))
    parts.push(timeFormat(intlLocales(ctx.language), WHEN, hotelZone()).format(at))
  const service =
    (typeof r.service_id === 'string' ? serviceNameOf(ctx, r.service_id) : undefined) ??
    text(r.service_name)
  if (service) parts.push(service)
  return parts.join(' · ')
}

/** "Table T7 is already reserved on 27. 11. from 20:00 to 22:00." (the server names the booking). */
function tableTakenText(held: HeldTable | undefined, ctx: DescribeContext): string {
  const from = held ? Date.parse(held.from) : Number.NaN
  const to = held ? Date.parse(held.to) : Number.NaN
  if (!held || Number.isNaN(from) || Number.isNaN(to))
    return ctx.i18n._(msg`A table of this reservation is already booked at that time.`)
  const intl = intlLocales(ctx.language)
  const zone = hotelZone()
  const table = held.table
  const day = timeFormat(intl, { day: 'numeric', month: 'numeric' }, zone).format(from)
  const clock = timeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone)
  const start = clock.format(from)
  const end = clock.format(to)
  return ctx.i18n._(msg`Table ${table} is already reserved on ${day} from ${start} to ${end}.`)
}

/** A describe context that knows one reservation (or none): a card's or a form's own refusal. */
export function reservationContext(
  i18n: DescribeContext['i18n'],
  reservation?: DescribedReservation & { _id: string },
): DescribeContext {
  return {
    i18n,
    language: parseLocale(i18n.locale),
    orders: new Map(),
    services: new Map(),
    tables: new Map(),
    rooms: new Map(),
    categories: new Map(),
    articles: new Map(),
    stays: new Map(),
    tickets: new Map(),
    reservations: new Map(reservation ? [[reservation._id, reservation]] : []),
  }
}

/** Why the server refused a reservation action, from its code (else the server's own words). */
export function reservationReason(row: DescribableRow, ctx: DescribeContext): string {
  switch (row.error?.code) {
    case 'reservation.illegal_transition':
    case 'conflict': {
      const status = ctx.reservations?.get(row.entity.id)?.status
      if (!status) return ctx.i18n._(msg`Another device changed this reservation first.`)
      const now = ctx.i18n._(RESERVATION_STATUS_TEXTS[status])
      return ctx.i18n._(msg`Another device changed this reservation first; it is now: ${now}.`)
    }
    case 'reservation.taken':
      return tableTakenText(row.error.held, ctx)
    case 'reservation.unavailable':
      return ctx.i18n._(msg`No table is free for this party at that time.`)
    case 'reservation.service_closed':
      return ctx.i18n._(msg`The service does not take reservations at that time.`)
    case 'not_found':
      return ctx.i18n._(msg`This reservation no longer exists on the server.`)
    case 'forbidden':
      return ctx.i18n._(msg`Your account may not change the reservations of this service.`)
    case undefined:
    case 'network':
    case 'internal':
    case 'unauthorized':
    case 'token_expired':
    case 'validation':
    case 'rate_limited':
    case 'trial_expired':
    case 'idempotency.in_progress':
      return neutralReason(row, ctx)
    default:
      return text(row.error?.message) ?? neutralReason(row, ctx)
  }
}

/** Accept, decline, arrived, no-show, cancel, available, delete, book: "Accept reservation" on "Novak, 2 guests · …". */
export const reservationActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = RESERVATION_ACTION_TEXTS[row.type] ?? msg`Change a reservation`
    const reservation = reservationOf(row, ctx)
    const on = reservation ? reservationLabel(reservation, ctx) : null
    const status = payloadField(row.payload, 'status')
    if (row.type === 'reservation.changeStatus' && typeof status === 'string') {
      const known = RESERVATION_STATUS_TEXTS[status as ReservationStatus] as
        MessageDescriptor | undefined
      const to = known ? ctx.i18n._(known) : status
      return { what: ctx.i18n._(msg`Change reservation status to ${to}`), on }
    }
    return { what: ctx.i18n._(name), on }
  },

  /** The spec's text (§8: FAIL.), then what was not done and why. */
  refusal(row, ctx) {
    const text = reservationActions.describe(row, ctx)
    const action = text.on ? `${text.what} (${text.on})` : text.what
    const reason = reservationReason(row, ctx)
    return `${ctx.i18n._(FAIL_TEXT)} ${ctx.i18n._(msg`Not done: ${action}. ${reason}`)}`
  },

  reason: (row, ctx) => reservationReason(row, ctx),

  now(row, ctx) {
    const reservation = ctx.reservations?.get(row.entity.id)
    if (!reservation) {
      return row.error?.code === 'not_found' || row.type === 'reservation.delete'
        ? ctx.i18n._(msg`Now: no longer on the server`)
        : null
    }
    const status = ctx.i18n._(RESERVATION_STATUS_TEXTS[reservation.status])
    return ctx.i18n._(msg`Now: ${status}`)
  },
}

/** The service's name in the reader's language, or undefined when it is not on the device. */
function serviceNameOf(ctx: DescribeContext, id: string): string | undefined {
  const service = ctx.services.get(id)
  return service ? serviceName(service, ctx.language) : undefined
}
