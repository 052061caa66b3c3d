/**
 * The guest's orders with live status: fetched once, then kept current by socket events; refetched
 * whenever the socket (re)joins and when the phone wakes the page up again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Order } from '../../../sync/protocol/orders.ts'
import { getMyOrders } from './guest-api.ts'
import { HttpError } from './http.ts'
import {
  applyOrderChange,
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
  /** The latest order an event changed, for an announcement. */
  lastChanged: Order | null
  /** Shows an order at once (the reply of createOrder), before any event. */
  upsert: (order: Order) => void
}

export function useLiveOrders(stay: GuestStay | null, onSignedOut?: () => void): LiveOrders {
  const [byId, setById] = useState<OrdersById>(() => new Map())
  const held = useRef<OrdersById>(byId)
  const update = useCallback((next: OrdersById) => {
    if (next === held.current) return false
    held.current = next
    setById(next)
    return true
  }, [])
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const [lastChanged, setLastChanged] = useState<Order | null>(null)
  const signedOut = useRef(onSignedOut)
  useEffect(() => {
    signedOut.current = onSignedOut
  }, [onSignedOut])

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
        if (error instanceof HttpError && error.status === 401) signedOut.current?.()
        setFailed(true)
      },
    )
  }, [stayId, businessId, update])

  useEffect(() => {
    if (!stayId) return
    refetch()
    let close: (() => void) | null = null
    let cancelled = false
    const onChange = (change: OrderChange) => {
      const next = applyOrderChange(held.current, change, stayId)
      if (update(next)) setLastChanged(next.get(change.id) ?? null)
    }
    import('./live-socket.ts').then(
      ({ connectGuestSocket }) => {
        if (!cancelled) close = connectGuestSocket({ stayId, onChange, onJoined: refetch })
      },
      (error: unknown) => console.error('live updates unavailable', error),
    )
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      close?.()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [stayId, refetch, update])

  const upsert = useCallback(
    (order: Order) => {
      const current = held.current.get(order._id)
      if (current && current.version >= order.version) return
      update(new Map(held.current).set(order._id, order))
    },
    [update],
  )

  const orders = useMemo(() => visibleOrders(byId), [byId])
  return { orders, loaded, failed, lastChanged, upsert }
}
