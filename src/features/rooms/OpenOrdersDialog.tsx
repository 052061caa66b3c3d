import { Trans, useLingui } from '@lingui/react/macro'
import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { formatMoney } from '../../lib/money.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { RoomView } from './room-model.ts'
import { timeFormat } from '../../lib/dates.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

/** The open-orders popup: the in-house stay's orders that are not declined or paid. */
export function OpenOrdersDialog({ view, onClose }: { view: RoomView; onClose: () => void }) {
  const { i18n } = useLingui()
  const roomName = view.room.name
  const { locale, intl } = useActiveLocale()
  const business = useBusiness()
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)
  const time = timeFormat(
    intl,
    {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    },
    hotelZone(),
  )
  const orders = [...view.openOrders].sort((a, b) => b.time.localeCompare(a.time))
  const total = orders.reduce((sum, o) => sum + orderTotal(o), 0)
  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Open orders · room {roomName}</Trans>}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <table className="rooms-orders">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Items</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="rooms-orders__amount">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id}>
              <td>{time.format(new Date(o.time))}</td>
              <td>
                {o.content
                  .map((line) => `${line.count} × ${line.name[locale] ?? line.name.en}`)
                  .join(', ')}
              </td>
              <td>{i18n._(STATUS_TEXTS[o.status])}</td>
              <td className="rooms-orders__amount">{money(orderTotal(o))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              <Trans>Total</Trans>
            </th>
            <td className="rooms-orders__amount">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </Dialog>
  )
}
