/**
 * /app/u/menu/:bId/:tId — a restaurant or pool table's menu: ordering to the table, calling a
 * waiter, joining the table's open order from a second phone, and this phone's orders with live
 * status (kept across reloads by the phone's own device id). The demo variant
 * (/app/u/d/menu/:bId/:tId) shows everything and sends nothing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useCallback, useMemo, useState } from 'react'
import { useParams } from '../../app/public-shell/nav.tsx'
import { CallWaiter } from './CallWaiter.tsx'
import { DemoNotice } from './DemoNotice.tsx'
import { deviceId } from './device-id.ts'
import { GuestPage } from './GuestPage.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import type { RejoinRequestEvent, RejoinResponseEvent } from './live-socket.ts'
import { MenuView } from './MenuView.tsx'
import { LazyJoinCard, LazyJoinRequests, LazyMyOrders, LazyTableLive } from './lazy-parts.ts'
import { orderingServices } from './ordering-services.ts'
import { tablePath } from './paths.ts'
import {
  baseOrderFor,
  canAskToJoin,
  hasOrderedHere,
  markOrderedHere,
  readJoined,
  saveJoined,
} from './table-order.ts'
import type { JoinState } from './TableJoin.tsx'
import type { LiveOrders } from './use-live-orders.ts'
import { useMenu } from './use-menu.ts'
import { useTablePlace } from './use-table-place.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

export function GuestTableMenu() {
  return <TableMenuPage demo={false} />
}

export function GuestTableMenuDemo() {
  return <TableMenuPage demo />
}

const noop = () => undefined

function TableMenuPage({ demo }: { demo: boolean }) {
  const { t, i18n } = useLingui()
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

  const owner = useMemo(
    () =>
      found && !demo ? { businessId: found.hotel._id, userId: device, by: 'user' as const } : null,
    [found, demo, device],
  )
  const [ordered, setOrdered] = useState(() => hasOrderedHere(tableId))
  const [live, setLive] = useState<LiveOrders | null>(null)
  const onPlaced = useCallback(() => {
    markOrderedHere(tableId)
    setOrdered(true)
  }, [tableId])
  const mine = live?.orders ?? []
  const following = owner !== null && (ordered || join === 'asking' || join === 'joined')

  const openOrderId = found?.open_order?._id ?? null
  const base = baseOrderFor(tableId, joined, mine)
  const mayJoin = !following || live?.loaded ? canAskToJoin(openOrderId, joined, mine) : false
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
        {requests.length > 0 ? (
          <Suspense fallback={null}>
            <LazyJoinRequests
              requests={requests}
              deviceId={device}
              onDone={(done) =>
                setRequests((list) => list.filter((r) => r.user_id !== done.user_id))
              }
            />
          </Suspense>
        ) : null}
        <MenuView
          currency={found.hotel.currency}
          service={service}
          menu={menu.menu}
          cartKey={`guest-cart:table:${tableId}:${service._id}`}
          target={demo ? null : { table: { tableId, userId: device }, baseOrderId: base }}
          live={live}
          owner={owner}
          onPlaced={onPlaced}
          payments={['cash', 'card', 'room']}
          back={null}
          sessionLink={link}
          onSignedOut={noop}
          askRoomBill
          header={
            <>
              {demo ? <DemoNotice /> : null}
              <CallWaiter tableId={tableId} demo={demo} />
              {(mayJoin || join === 'joined') && openOrderId ? (
                <Suspense fallback={null}>
                  <LazyJoinCard
                    state={join}
                    baseOrderId={joined ?? openOrderId}
                    deviceId={device}
                    demo={demo}
                    onState={setJoin}
                  />
                </Suspense>
              ) : null}
            </>
          }
        />
        {following && owner ? (
          <Suspense fallback={null}>
            <LazyTableLive
              owner={owner}
              keepConnected={join === 'asking'}
              onRejoinRequest={onRejoinRequest}
              onRejoinResponse={onRejoinResponse}
              onLive={setLive}
            />
          </Suspense>
        ) : null}
        {!demo && live && live.orders.length > 0 ? (
          <Suspense fallback={null}>
            <LazyMyOrders live={live} services={[service]} currency={found.hotel.currency} />
          </Suspense>
        ) : null}
      </>
    )
  } else body = <p className="g-loading" aria-busy="true" />

  const tableName = found?.table.name ?? ''
  const hotelName = found?.hotel.name ?? ''
  return (
    <GuestPage
      title={service ? nameIn(service, i18n.locale) : t`Table menu`}
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
