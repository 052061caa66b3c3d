import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OutboxRow } from '../../../sync/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { orderPlace, type OrderPlace } from '../../features/orders/order-view.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { engine } from '../staff/engine.ts'
import { useMe } from '../staff/session-store.ts'
import { FailedActionItem } from './FailedActionItem.tsx'
import './failures.css'

interface FailuresPanelProps {
  open: boolean
  onClose: () => void
}

interface FailedAction {
  row: OutboxRow
  order: Order | undefined
  place: OrderPlace
}

function useFailedActions(accountId: string): FailedAction[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.outbox.where('state').equals('failed').sortBy('seq')
    const mine = rows.filter((row) => row.accountId === accountId)
    const orders = await db.orders.bulkGet(
      mine.flatMap((row) => (row.entity.table === 'orders' ? [row.entity.id] : [])),
    )
    const byId = new Map(orders.flatMap((o) => (o ? [[o._id, o] as const] : [])))
    const tableIds = orders.flatMap((o) => (o?.table_id ? [o.table_id] : []))
    const tables = await db.diningTables.bulkGet(tableIds)
    const tablesById = new Map(tables.flatMap((t) => (t ? [[t._id, t] as const] : [])))
    return mine.map((row) => {
      const order = byId.get(row.entity.id)
      const place: OrderPlace = order ? orderPlace(order, tablesById) : { kind: 'unknown' }
      return { row, order, place }
    })
  }, [accountId])
}

/** Failed outbox actions of this account, with why they failed, and Retry / Dismiss. */
export function FailuresPanel({ open, onClose }: FailuresPanelProps) {
  const { t } = useLingui()
  const me = useMe()
  const failed = useFailedActions(me.account_id)
  const report = (error: unknown) => console.error('Outbox action failed to update', error)

  return (
    <Dialog open={open} onClose={onClose} title={t`Actions that could not be synced`}>
      {failed && failed.length > 0 ? (
        <ul className="failures">
          {failed.map(({ row, order, place }) => (
            <FailedActionItem
              key={row.id}
              row={row}
              order={order}
              place={place}
              onRetry={() => {
                engine.retry(row.id).catch(report)
              }}
              onDismiss={() => {
                engine.discard(row.id).catch(report)
              }}
            />
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No failed actions.</Trans>
        </p>
      )}
    </Dialog>
  )
}
