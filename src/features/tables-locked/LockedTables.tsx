import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { mayReadOrders } from '../../../sync/index.ts'
import type { DiningTable, Me, Order } from '../../../sync/protocol/index.ts'
import { useRefusalToasts } from '../../app/notifications/use-refusal-toasts.ts'
import { showToast, useToastStore } from '../../app/notifications/toast-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useNow } from '../../lib/use-now.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { Toasts } from '../../ui/Toasts.tsx'
import { useOrderAction } from '../orders/mutations.ts'
import { useOutboxMarks } from '../orders/queries.ts'
import { LazyAddOrderDialog } from '../tables/add-order/LazyAddOrderDialog.tsx'
import { tableAvailability } from './availability.ts'
import { LeaveLockedDialog } from './LeaveLockedDialog.tsx'
import { LockedStatus } from './LockedStatus.tsx'
import { SlotChooser } from './SlotChooser.tsx'
import { TableDialog } from './TableDialog.tsx'
import { TableTile } from './TableTile.tsx'
import { useLockedData } from './queries.ts'
import { defaultSlot, lockedServices, lockedSlots, today } from './slot-choice.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

/** The locked floor: service, day and slot; each table's state; a table's finished orders. */
export function LockedTables({ me, serviceName }: { me: Me; serviceName: string }) {
  const { t } = useLingui()
  const services = useServices()
  const business = useBusiness()
  const { intl } = useActiveLocale()
  const now = useNow(30_000).getTime()
  const marks = useOutboxMarks(me.account_id)
  const pay = useOrderAction()
  const toasts = useToastStore((s) => s.toasts)
  const dismiss = useToastStore((s) => s.dismiss)
  useRefusalToasts()
  const [serviceId, setServiceId] = useState<string | null>(null)
  const zone = useHotelZone()
  const [day, setDay] = useState(() => today(Date.now(), zone))
  const [slot, setSlot] = useState<number | null>(null)
  const [openTable, setOpenTable] = useState<string | null>(null)
  const [orderTable, setOrderTable] = useState<DiningTable | null>(null)
  const [leaving, setLeaving] = useState(false)

  const choices = services ? lockedServices(services, serviceName) : []
  const allowed = services ? choices.filter((s) => mayReadOrders(me, services, s._id)) : []
  const service = allowed.find((s) => s._id === serviceId) ?? allowed[0]
  const data = useLockedData(service?._id ?? '')

  const header = (
    <header className="locked__bar">
      <h1 className="locked__title">
        <Trans>Tables of {serviceName}</Trans>
      </h1>
      <LockedStatus />
      <button type="button" className="btn" onClick={() => setLeaving(true)}>
        <Trans>Leave locked mode</Trans>
      </button>
    </header>
  )
  const frame = (body: ReactNode) => (
    <main className="locked">
      {header}
      {body}
      <LeaveLockedDialog open={leaving} username={me.username} onCancel={() => setLeaving(false)} />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </main>
  )

  if (!services || !data) {
    return frame(
      <p role="status">
        <Trans>Loading the tables…</Trans>
      </p>,
    )
  }
  if (!service) {
    return frame(
      <p className="locked__muted">
        {choices.length === 0 ? (
          <Trans>There is no service named {serviceName}.</Trans>
        ) : (
          <Trans>Your account may not handle the orders of {serviceName}.</Trans>
        )}
      </p>,
    )
  }

  const slots = lockedSlots(service.workingHours, day, zone)
  const chosen = slot !== null && slots.includes(slot) ? slot : defaultSlot(slots, now)
  const floor =
    chosen === null
      ? []
      : tableAvailability(data.tables, data.reservations, data.orders, chosen, now)
  const entry = floor.find((x) => x.table._id === openTable) ?? null
  const toPay = entry
    ? data.orders.filter(
        (o) =>
          o.table_id === entry.table._id &&
          (o.status === 'Finished' || marks.waiting.has(o._id) || marks.refused.has(o._id)),
      )
    : []
  const paying = new Set(toPay.map((o) => o._id))
  const serving = entry
    ? data.orders.filter(
        (o) =>
          o.table_id === entry.table._id &&
          (o.status === 'Pending' || o.status === 'Accepted') &&
          !paying.has(o._id),
      )
    : []
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)
  const onPay = (order: Order) => pay(order, [order._id], 'pay')

  return frame(
    <>
      <SlotChooser
        services={allowed}
        serviceId={service._id}
        onService={(id) => {
          setServiceId(id)
          setOpenTable(null)
        }}
        day={day}
        onDay={(value) => {
          setDay(value)
          setSlot(null)
        }}
        slots={slots}
        slot={chosen}
        onSlot={setSlot}
      />
      <p className="locked__muted locked__source">
        <Trans>
          Availability from this tablet's copy of the reservations and orders: it works offline and
          catches up when the connection returns.
        </Trans>
      </p>
      {floor.length === 0 ? (
        <p className="locked__muted">
          <Trans>This service has no active tables.</Trans>
        </p>
      ) : (
        <ul className="locked__tables" aria-label={t`Tables`}>
          {floor.map((item) => (
            <li key={item.table._id}>
              <TableTile entry={item} onOpen={() => setOpenTable(item.table._id)} />
            </li>
          ))}
        </ul>
      )}
      <TableDialog
        entry={entry}
        orders={toPay}
        serving={serving}
        marks={marks}
        formatMoney={money}
        onPay={onPay}
        onAddOrder={() => {
          if (!entry) return
          setOpenTable(null)
          setOrderTable(entry.table)
        }}
        onClose={() => setOpenTable(null)}
      />
      <LazyAddOrderDialog
        table={orderTable}
        service={service}
        businessId={me.business_id ?? ''}
        onClose={() => setOrderTable(null)}
        onSent={(table) => {
          // Back to the table: the new order shows there at once.
          setOrderTable(null)
          setOpenTable(table._id)
        }}
        onFailed={(error) => {
          console.error('The order could not be kept on this device', error)
          showToast(t`The order could not be saved on this device.`, 'attention')
        }}
      />
    </>,
  )
}
