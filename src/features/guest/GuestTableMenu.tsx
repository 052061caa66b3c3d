/**
 * /app/u/menu/:bId/:tId — a restaurant or pool table's menu: ordering to the table, calling a
 * waiter, joining the table's open order from a second phone, and this phone's orders with live
 * status (kept across reloads by the phone's own device id). The demo variant
 * (/app/u/d/menu/:bId/:tId) shows everything and sends nothing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { CallWaiter } from './CallWaiter.tsx'
import { DemoNotice } from './DemoNotice.tsx'
import { deviceId } from './device-id.ts'
import { GuestPage } from './GuestPage.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import type { RejoinRequestEvent, RejoinResponseEvent } from './live-socket.ts'
import { MenuView } from './MenuView.tsx'
import { MyOrders } from './MyOrders.tsx'
import { orderingServices } from './ordering-services.ts'
import { tablePath } from './paths.ts'
import { baseOrderFor, canAskToJoin, readJoined, saveJoined } from './table-order.ts'
import { JoinCard, JoinRequests, type JoinState } from './TableJoin.tsx'
import { useLiveOrders } from './use-live-orders.ts'
import { useMenu } from './use-menu.ts'
import { useTablePlace } from './use-table-place.ts'

export function GuestTableMenu() {
  return <TableMenuPage demo={false} />
}

export function GuestTableMenuDemo() {
  return <TableMenuPage demo />
}

const noop = () => undefined

function TableMenuPage({ demo }: { demo: boolean }) {
  const { t } = useLingui()
  const params = useParams()
  const businessId = params.bId ?? ''
  const tableId = params.tId ?? ''
  const { place, error, retry } = useTablePlace(tableId)
  // A table of another hotel than the link names is not this link's table.
  const found = place && place.hotel._id === businessId ? place : null
  const service = found && orderingServices([found.service]).length > 0 ? found.service : null
  const menu = useMenu(service?._id ?? null)
  const device = useMemo(() => deviceId(), [])

  const [joined, setJoined] = useState(() => readJoined(tableId))
  const [join, setJoin] = useState<JoinState>(() => (readJoined(tableId) ? 'joined' : 'idle'))
  const [requests, setRequests] = useState<RejoinRequestEvent[]>([])

  const onRejoinResponse = useCallback(
    (event: RejoinResponseEvent) => {
      if (event.user_id !== device) return
      if (event.accepted) {
        saveJoined(tableId, event.base_order_id)
        setJoined(event.base_order_id)
        setJoin('joined')
      } else setJoin('declined')
    },
    [device, tableId],
  )
  const onRejoinRequest = useCallback((event: RejoinRequestEvent) => {
    setRequests((list) => (list.some((r) => r.user_id === event.user_id) ? list : [...list, event]))
  }, [])

  const owner =
    found && !demo ? { businessId: found.hotel._id, userId: device, by: 'user' as const } : null
  const live = useLiveOrders(owner, noop, true, {
    keepConnected: join === 'asking',
    onRejoinRequest,
    onRejoinResponse,
  })

  const openOrderId = found?.open_order?._id ?? null
  const base = baseOrderFor(tableId, joined, live.orders)
  const mayJoin = live.loaded || demo ? canAskToJoin(openOrderId, joined, live.orders) : false
  const link = tablePath(businessId, tableId, demo)

  let body
  if (error) body = <LoadFailed error={error} retry={retry} />
  else if (place && (!found || !found.table.active || !service)) {
    body = (
      <p className="g-card">
        <Trans>This table does not take orders right now. Please ask the staff.</Trans>
      </p>
    )
  } else if (menu.error) body = <LoadFailed error={menu.error} retry={menu.retry} />
  else if (found && service && menu.menu) {
    body = (
      <>
        <MenuView
          currency={found.hotel.currency}
          service={service}
          menu={menu.menu}
          cartKey={`guest-cart:table:${tableId}:${service._id}`}
          target={demo ? null : { table: { tableId, userId: device }, baseOrderId: base }}
          live={live}
          payments={['cash', 'card', 'room']}
          back={null}
          sessionLink={link}
          onSignedOut={noop}
          askRoomBill
          header={
            <>
              {demo ? <DemoNotice /> : null}
              <JoinRequests
                requests={requests}
                deviceId={device}
                onDone={(done) =>
                  setRequests((list) => list.filter((r) => r.user_id !== done.user_id))
                }
              />
              <CallWaiter tableId={tableId} demo={demo} />
              {(mayJoin || join === 'joined') && openOrderId ? (
                <JoinCard
                  state={join}
                  baseOrderId={joined ?? openOrderId}
                  deviceId={device}
                  demo={demo}
                  onState={setJoin}
                />
              ) : null}
            </>
          }
        />
        {!demo && live.orders.length > 0 ? (
          <MyOrders live={live} services={[service]} currency={found.hotel.currency} />
        ) : null}
      </>
    )
  } else body = <p className="g-loading" aria-busy="true" />

  const tableName = found?.table.name ?? ''
  const hotelName = found?.hotel.name ?? ''
  return (
    <GuestPage
      title={service?.name ?? t`Table menu`}
      subtitle={
        found ? (
          <Trans>
            {hotelName} · Table {tableName}
          </Trans>
        ) : null
      }
      languages={found?.hotel.languages ?? []}
    >
      {body}
    </GuestPage>
  )
}
