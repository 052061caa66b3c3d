/**
 * The guest's orders with live status: fetched once, then kept current by socket events, and
 * refetched whenever the socket (re)joins and when the phone wakes the page up. The socket (and
 * socket.io-client, loaded lazily) is used only while an order can still change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Order } from '../../../sync/protocol/orders.ts'
import { getMyOrders } from './guest-api.ts'
import { HttpError } from './http.ts'
import {
  applyOrderChange,
  hasOpenOrders,
  mergeFetched,
  visibleOrders,
  type OrderChange,
  type OrdersById,
} from './order-list.ts'
import type { GuestStay } from './use-guest-session.ts'

export type LiveOrders = {
  orders: Order[]
  loaded: boolean
  failed: boolean
  /** Shows an order at once (the reply of createOrder), before any event. */
  upsert: (order: Order) => void
}

export function useLiveOrders(
  stay: GuestStay | null,
  onSignedOut: () => void,
  /** Whether this page shows statuses that should update live. */
  watch: boolean,
): LiveOrders {
  const [byId, setById] = useState<OrdersById>(() => new Map())
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const held = useRef<OrdersById>(byId)
  const signedOut = useRef(onSignedOut)
  useEffect(() => {
    signedOut.current = onSignedOut
  }, [onSignedOut])

  const update = useCallback((next: OrdersById) => {
    if (next === held.current) return
    held.current = next
    setById(next)
  }, [])

  const stayId = stay?.stayId ?? null
  const businessId = stay?.businessId ?? null

  const refetch = useCallback(() => {
    if (!stayId || !businessId) return
    getMyOrders(businessId, stayId).then(
      (fetched) => {
        update(mergeFetched(held.current, Array.isArray(fetched) ? fetched : []))
        setLoaded(true)
        setFailed(false)
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 401) signedOut.current()
        setFailed(true)
      },
    )
  }, [stayId, businessId, update])

  useEffect(() => {
    refetch()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refetch])

  const orders = useMemo(() => visibleOrders(byId), [byId])
  const live = watch && stayId !== null && hasOpenOrders(orders)

  useEffect(() => {
    if (!live || !stayId) return
    let close: (() => void) | null = null
    let cancelled = false
    const onChange = (change: OrderChange) => update(applyOrderChange(held.current, change, stayId))
    import('./live-socket.ts').then(
      ({ connectGuestSocket }) => {
        if (!cancelled) close = connectGuestSocket({ stayId, onChange, onJoined: refetch })
      },
      (error: unknown) => console.error('live updates unavailable', error),
    )
    return () => {
      cancelled = true
      close?.()
    }
  }, [live, stayId, refetch, update])

  const upsert = useCallback(
    (order: Order) => {
      const current = held.current.get(order._id)
      if (current && current.version >= order.version) return
      update(new Map(held.current).set(order._id, order))
    },
    [update],
  )

  return { orders, loaded, failed, upsert }
}
