import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { OutboxMarks } from '../orders/pending-marks.ts'
import type { TableAvailability } from './availability.ts'
import { clockOf } from './format.ts'
import { TableOrder } from './TableOrder.tsx'

interface TableDialogProps {
  entry: TableAvailability | null
  /** The table's orders to show: finished ones, and those whose payment waits or was refused. */
  orders: readonly Order[]
  /** The table's orders being served (pending or accepted): a new one shows here at once. */
  serving: readonly Order[]
  marks: OutboxMarks
  formatMoney: (amount: number) => string
  onPay: (order: Order) => void
  /** Opens the add-order popup for this table. */
  onAddOrder: () => void
  onClose: () => void
}

/** One table: who holds it at the chosen slot, a new order, and its finished orders to mark paid. */
export function TableDialog({
  entry,
  orders,
  serving,
  marks,
  formatMoney,
  onPay,
  onAddOrder,
  onClose,
}: TableDialogProps) {
  const { t } = useLingui()
  const { intl } = useActiveLocale()
  const name = entry?.table.name ?? ''
  const state = entry?.state
  const guest = state?.kind === 'reserved' ? state.reservation.name : ''
  const at = state?.kind === 'reserved' ? clockOf(intl, state.reservation.time) : ''
  return (
    <Dialog open={entry !== null} onClose={onClose} title={t`Table ${name}`}>
      <div className="locked-dialog">
        {state?.kind === 'reserved' ? (
          <p className="locked-dialog__state">
            <Trans>
              Reserved by {guest} at {at}
            </Trans>{' '}
            <Plural value={state.reservation.number} one="(# guest)" other="(# guests)" />
          </p>
        ) : null}
        {state?.kind === 'occupied' ? (
          <p className="locked-dialog__state">
            <Plural
              value={state.orders.length}
              one="Occupied: # open order"
              other="Occupied: # open orders"
            />
          </p>
        ) : null}
        {state?.kind === 'free' ? (
          <p className="locked-dialog__state">
            <Trans>Free at this time</Trans>
          </p>
        ) : null}
        <button type="button" className="btn btn-primary locked-dialog__add" onClick={onAddOrder}>
          <Trans>Add an order</Trans>
        </button>
        {serving.length > 0 ? (
          <>
            <h3>
              <Trans>Being served</Trans>
            </h3>
            {serving.map((order) => (
              <TableOrder
                key={order._id}
                order={order}
                waiting={marks.waiting.has(order._id)}
                refused={marks.refused.get(order._id) ?? []}
                formatMoney={formatMoney}
                onPay={onPay}
              />
            ))}
          </>
        ) : null}
        <h3>
          <Trans>Finished orders</Trans>
        </h3>
        {orders.length === 0 ? (
          <p className="locked__muted">
            <Trans>No finished orders to pay at this table.</Trans>
          </p>
        ) : (
          orders.map((order) => (
            <TableOrder
              key={order._id}
              order={order}
              waiting={marks.waiting.has(order._id)}
              refused={marks.refused.get(order._id) ?? []}
              formatMoney={formatMoney}
              onPay={onPay}
            />
          ))
        )}
      </div>
    </Dialog>
  )
}
