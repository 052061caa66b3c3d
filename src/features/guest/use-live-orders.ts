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
import type { OrderOwner } from './order-owner.ts'
import type { RejoinRequestEvent, RejoinResponseEvent } from './live-socket.ts'

export { stayOwner, type OrderOwner } from './order-owner.ts'

export type LiveOptions = {
  /** Stay connected even without open orders (a table phone waiting for a rejoin answer). */
  keepConnected?: boolean
  onRejoinRequest?: (event: RejoinRequestEvent) => void
  onRejoinResponse?: (event: RejoinResponseEvent) => void
}

export type LiveOrders = {
  orders: Order[]
  loaded: boolean
  failed: boolean
  /** Shows an order at once (the reply of createOrder), before any event. */
  upsert: (order: Order) => void
}

export function useLiveOrders(
  owner: OrderOwner | null,
  onSignedOut: () => void,
  /** Whether this page shows statuses that should update live. */
  watch: boolean,
  options: LiveOptions = {},
): LiveOrders {
  const [byId, setById] = useState<OrdersById>(() => new Map())
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const held = useRef<OrdersById>(byId)
  const signedOut = useRef(onSignedOut)
  const rejoin = useRef(options)
  useEffect(() => {
    signedOut.current = onSignedOut
    rejoin.current = options
  })

  const update = useCallback((next: OrdersById) => {
    if (next === held.current) return
    held.current = next
    setById(next)
  }, [])

  const stayId = owner?.userId ?? null
  const businessId = owner?.businessId ?? null
  const by = owner?.by ?? 'stay'
  const keepConnected = options.keepConnected === true

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
  const live = watch && stayId !== null && (keepConnected || hasOpenOrders(orders))

  useEffect(() => {
    if (!live || !stayId) return
    let close: (() => void) | null = null
    let cancelled = false
    const onChange = (change: OrderChange) =>
      update(applyOrderChange(held.current, change, stayId, by))
    import('./live-socket.ts').then(
      ({ connectGuestSocket }) => {
        if (cancelled) return
        close = connectGuestSocket({
          userId: stayId,
          onChange,
          onJoined: refetch,
          onRejoinRequest: (event) => rejoin.current.onRejoinRequest?.(event),
          onRejoinResponse: (event) => rejoin.current.onRejoinResponse?.(event),
        })
      },
      (error: unknown) => console.error('live updates unavailable', error),
    )
    return () => {
      cancelled = true
      close?.()
    }
  }, [live, stayId, by, refetch, update])

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
