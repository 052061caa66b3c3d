import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { useScreenPainted } from '../../app/staff/first-screen.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import {
  boardServices,
  columnCards,
  readableServiceIds,
  resolveFilter,
  type BoardCard,
  type ServiceFilter,
} from './board.ts'
import { DeclineDialog } from './DeclineDialog.tsx'
import { useOrderAction } from './mutations.ts'
import { withOverlay } from './overlay.ts'
import { useOverlayStore } from './overlay-store.ts'
import { OrdersColumn } from './OrdersColumn.tsx'
import { heldOrderIds } from './pending-marks.ts'
import { useLiveOrders, useOutboxMarks, useTablesById } from './queries.ts'
import './orders.css'

/**
 * The hotel orders board (Hotel, HotelOrders, HotelRestaurant): Pending and Active columns,
 * each with its own service filter; the route's service, if any, is both columns' first filter.
 */
export function HotelOrders() {
  const { service } = useParams()
  return <OrdersBoard key={service ?? ''} serviceParam={service} />
}

function OrdersBoard({ serviceParam }: { serviceParam: string | undefined }) {
  const me = useMe()
  const services = useServices()
  const liveOrders = useLiveOrders(me.account_id)
  const overlay = useOverlayStore((s) => s.overlay)
  const pruneOverlay = useOverlayStore((s) => s.prune)
  useEffect(() => {
    if (liveOrders) pruneOverlay(liveOrders)
  }, [liveOrders, pruneOverlay])
  const orders = liveOrders && withOverlay(liveOrders, overlay)
  const tablesById = useTablesById()
  const marks = useOutboxMarks(me.account_id)
  const business = useBusiness()
  const { intl } = useActiveLocale()
  const run = useOrderAction()
  const [declining, setDeclining] = useState<BoardCard | null>(null)

  const readable = readableServiceIds(me, services ?? [])
  const filterServices = boardServices(services ?? [], readable)
  const boardIds = new Set(filterServices.map((s) => s._id))
  const servicesById = new Map((services ?? []).map((s) => [s._id, s]))
  // What each column asks for (the route's service name at first); resolved against the list.
  const [pendingWanted, setPendingWanted] = useState<string | undefined>(serviceParam)
  const [activeWanted, setActiveWanted] = useState<string | undefined>(serviceParam)
  const pendingFilter: ServiceFilter = resolveFilter(pendingWanted, filterServices)
  const activeFilter: ServiceFilter = resolveFilter(activeWanted, filterServices)
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)
  useScreenPainted(services !== undefined && orders !== undefined)

  if (!services || !orders) {
    return (
      <p role="status">
        <Trans>Loading orders…</Trans>
      </p>
    )
  }

  // Kept on the board after leaving it: waiting to sync, refused, or shown in this frame.
  const held = heldOrderIds(marks, overlay.keys())
  const common = {
    filterServices,
    servicesById,
    tablesById,
    marks,
    formatMoney: money,
    onDecline: setDeclining,
  }
  return (
    <div className="orders-board" data-board>
      <h1 className="orders-board__title" tabIndex={-1}>
        <Trans>Orders</Trans>
      </h1>
      <div className="orders-board__columns">
        <OrdersColumn
          {...common}
          column="pending"
          title={<Trans>Pending</Trans>}
          empty={<Trans>No pending orders.</Trans>}
          cards={columnCards(orders, 'pending', boardIds, pendingFilter, held)}
          filter={pendingFilter}
          onFilterChange={setPendingWanted}
        />
        <OrdersColumn
          {...common}
          column="active"
          title={<Trans>Active</Trans>}
          empty={<Trans>No active orders.</Trans>}
          cards={columnCards(orders, 'active', boardIds, activeFilter, held)}
          filter={activeFilter}
          onFilterChange={setActiveWanted}
        />
      </div>
      <DeclineDialog
        open={declining !== null}
        onCancel={() => setDeclining(null)}
        onDecline={(reason) => {
          if (declining) run(declining.order, declining.memberIds, 'decline', reason)
          setDeclining(null)
        }}
      />
    </div>
  )
}
