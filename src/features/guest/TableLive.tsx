/**
 * A table phone's own orders, live (loaded only once the phone has ordered at this table or asks
 * to join its order, so a first visit's menu stays light). Reports them to the page; renders
 * nothing itself.
 */
import { useEffect } from 'react'
import type { RejoinRequestEvent, RejoinResponseEvent } from './live-socket.ts'
import { useLiveOrders, type LiveOrders, type OrderOwner } from './use-live-orders.ts'

type TableLiveProps = {
  owner: OrderOwner
  keepConnected: boolean
  onRejoinRequest: (event: RejoinRequestEvent) => void
  onRejoinResponse: (event: RejoinResponseEvent) => void
  onLive: (live: LiveOrders) => void
}

const noop = () => undefined

export function TableLive({ owner, keepConnected, onLive, ...handlers }: TableLiveProps) {
  const { orders, loaded, failed, upsert } = useLiveOrders(owner, noop, true, {
    keepConnected,
    ...handlers,
  })
  useEffect(
    () => onLive({ orders, loaded, failed, upsert }),
    [orders, loaded, failed, upsert, onLive],
  )
  return null
}
