import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { localized, orderTotal, stayStart, stayStatus } from '../../../sync/protocol/rules/index.ts'
import type { HistoryRows } from '../../../sync/online.ts'
import type { DiningTable, Language, Service } from '../../../sync/protocol/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { OrderLines } from '../orders/OrderLines.tsx'
import { OrderPlaceLabel } from '../orders/OrderPlaceLabel.tsx'
import { PaymentLabel } from '../orders/PaymentLabel.tsx'
import { orderPlace } from '../orders/order-view.ts'
import { formatDate, formatDateTime } from '../guests/format.ts'
import {
  APPOINTMENT_STATUS_LABEL,
  ORIGIN_LABEL,
  RESERVATION_STATUS_LABEL,
  STAY_STATUS_LABEL,
} from './labels.ts'
import type { SpaNames } from './queries.ts'

export interface RowContext {
  intl: readonly string[]
  language: Language
  money: (amount: number) => string
  services: ReadonlyMap<string, Pick<Service, 'name'>>
  tables: ReadonlyMap<string, Pick<DiningTable, 'name'>>
  /** Treatments, spa rooms and therapists (appointments only). */
  spa?: SpaNames | undefined
}

/** Finished orders: when, where (table or room), service, status, origin, payment, lines, total. */
export function OrderRows({ rows, ctx }: { rows: HistoryRows['orders'][]; ctx: RowContext }) {
  const { i18n } = useLingui()
  return (
    <ul className="hist-list">
      {rows.map((order) => (
        <li key={order._id} className="hist-row" data-status={order.status}>
          <div className="hist-row__head">
            <time dateTime={order.time}>{formatDateTime(order.time, ctx.intl)}</time>
            <span className="hist-row__place">
              <OrderPlaceLabel place={orderPlace(order, ctx.tables)} />
            </span>
            <span className="hist-row__service">
              {ctx.services.get(order.service_id)?.name ?? ''}
            </span>
            <span className="hist-status" data-status={order.status}>
              {i18n._(STATUS_TEXTS[order.status])}
            </span>
          </div>
          <OrderLines content={order.content} language={ctx.language} formatMoney={ctx.money} />
          <div className="hist-row__foot">
            <span className="hist-row__origin">{i18n._(ORIGIN_LABEL[order.origin]!)}</span>
            <PaymentLabel payment={order.payment} />
            {order.decline_reason ? (
              <span className="hist-row__reason">{order.decline_reason}</span>
            ) : null}
            <span className="hist-row__total">
              <Trans>Total</Trans> <strong>{ctx.money(orderTotal(order))}</strong>
            </span>
          </div>
          {order.note ? <p className="hist-row__note">{order.note}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/** Past reservations: when, the guest (who), party, tables, status, origin, contact. */
export function ReservationRows({
  rows,
  ctx,
}: {
  rows: HistoryRows['reservations'][]
  ctx: RowContext
}) {
  const { i18n } = useLingui()
  return (
    <ul className="hist-list">
      {rows.map((r) => {
        const guests = r.number
        const tables = r.table_ids.map((id) => ctx.tables.get(id)?.name ?? id).join(', ')
        return (
          <li key={r._id} className="hist-row" data-status={r.status}>
            <div className="hist-row__head">
              <time dateTime={r.time}>{formatDateTime(r.time, ctx.intl)}</time>
              <span className="hist-row__who">{r.name}</span>
              <span className="hist-row__place">
                {tables ? <Trans>Table {tables}</Trans> : null}
              </span>
              <span className="hist-status" data-status={r.status}>
                {i18n._(RESERVATION_STATUS_LABEL[r.status]!)}
              </span>
            </div>
            <div className="hist-row__foot">
              <span>
                <Plural value={guests} one="# guest" other="# guests" />
              </span>
              <span className="hist-row__origin">{i18n._(ORIGIN_LABEL[r.origin]!)}</span>
              {r.phone_number ? <span>{r.phone_number}</span> : null}
              {r.email ? <span>{r.email}</span> : null}
              {r.decline_reason ? (
                <span className="hist-row__reason">{r.decline_reason}</span>
              ) : null}
            </div>
            {r.note ? <p className="hist-row__note">{r.note}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** Stays: room, guest, arrival to check-out, status. */
export function StayRows({ rows, ctx }: { rows: HistoryRows['stays'][]; ctx: RowContext }) {
  const { i18n } = useLingui()
  return (
    <ul className="hist-list">
      {rows.map((stay) => {
        const room = stay.room_name
        const status = stayStatus(stay)
        const from = formatDate(stayStart(stay) || null, ctx.intl)
        const to = formatDate(stay.checked_out_at ?? stay.checkout, ctx.intl)
        return (
          <li key={stay._id} className="hist-row" data-status={status}>
            <div className="hist-row__head">
              <span className="hist-row__place">
                <Trans>Room {room}</Trans>
              </span>
              <span className="hist-row__who">{stay.guest_name ?? ''}</span>
              <span>{from ? `${from} – ${to}` : to}</span>
              <span className="hist-status" data-status={status}>
                {i18n._(STAY_STATUS_LABEL[status]!)}
              </span>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** Appointments: when, treatment, the guest, therapist, spa room, party, status, price. */
export function AppointmentRows({
  rows,
  ctx,
}: {
  rows: HistoryRows['appointments'][]
  ctx: RowContext
}) {
  const { i18n } = useLingui()
  return (
    <ul className="hist-list">
      {rows.map((a) => {
        const treatment = ctx.spa?.treatments.get(a.spa_service_id)
        const room = ctx.spa?.spaRooms.get(a.room_id)
        const therapist = a.Therapist ? ctx.spa?.employees.get(a.Therapist) : undefined
        const therapistName = therapist ? `${therapist.name} ${therapist.surname}`.trim() : ''
        const roomName = room ? localized(room.name, ctx.language) : ''
        const guests = a.persons
        const minutes = a.length
        return (
          <li key={a._id} className="hist-row" data-status={a.status}>
            <div className="hist-row__head">
              <time dateTime={a.time}>{formatDateTime(a.time, ctx.intl)}</time>
              <span className="hist-row__place">
                {treatment ? localized(treatment.name, ctx.language) : ''}
              </span>
              <span className="hist-row__who">{a.name}</span>
              <span className="hist-status" data-status={a.status}>
                {i18n._(APPOINTMENT_STATUS_LABEL[a.status]!)}
              </span>
            </div>
            <div className="hist-row__foot">
              <span>
                <Plural value={minutes} one="# minute" other="# minutes" />
              </span>
              <span>
                <Plural value={guests} one="# guest" other="# guests" />
              </span>
              {therapistName ? (
                <span>
                  <Trans>Therapist {therapistName}</Trans>
                </span>
              ) : null}
              {roomName ? <span className="hist-row__room">{roomName}</span> : null}
              <span className="hist-row__origin">{i18n._(ORIGIN_LABEL[a.origin]!)}</span>
              {a.phone_number ? <span>{a.phone_number}</span> : null}
              {a.email ? <span>{a.email}</span> : null}
              {a.decline_reason ? (
                <span className="hist-row__reason">{a.decline_reason}</span>
              ) : null}
              <span className="hist-row__total">
                <Trans>Price</Trans> <strong>{ctx.money(a.price)}</strong>
              </span>
            </div>
            {a.note ? <p className="hist-row__note">{a.note}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
