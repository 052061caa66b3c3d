/**
 * The guest's live connection (imported lazily so socket.io-client stays out of the first load).
 * On every connect it sends `init` as a Guest; once the server confirms the join (initAck) the
 * caller refetches, which closes any gap while the socket was down. A close by the server is
 * followed by a reconnect; socket.io retries lost connections by itself.
 */
import { io } from 'socket.io-client'
import {
  INIT_ACK_EVENT,
  INIT_EVENT,
  ORDER_EVENTS,
  SPA_EVENTS,
} from '../../../sync/protocol/rules/index.ts'
import type { OrderChange } from './order-list.ts'

export type RejoinRequestEvent = {
  base_order_id: string
  user_id: string
  table_id: string
  table_name: string
}
export type RejoinResponseEvent = { base_order_id: string; user_id: string; accepted: boolean }

export type GuestSocketHandlers = {
  /** The stay id (room-code cookie) or a table guest's own device id. */
  userId: string
  onChange: (change: OrderChange) => void
  /** The server has joined this stay's (or phone's) room: events flow from now on. */
  onJoined: () => void
  /** Another phone at the table asks to join this phone's order. */
  onRejoinRequest?: (event: RejoinRequestEvent) => void
  /** The answer to this phone's request to join. */
  onRejoinResponse?: (event: RejoinResponseEvent) => void
  /** A spa appointment of the stay changed (spaAppointmentAccepted and the others). */
  onSpaChange?: (change: OrderChange) => void
}

const ACK_WAIT_MS = 3000
const MAX_RETRY_MS = 30_000

export function connectGuestSocket(handlers: GuestSocketHandlers) {
  const { userId, onChange, onJoined } = handlers
  const socket = io({ withCredentials: true, transports: ['websocket', 'polling'] })
  let ackTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryDelay = 1000
  let closed = false

  socket.on('connect', () => {
    retryDelay = 1000
    socket.emit(INIT_EVENT, { user_id: userId, role: 'Guest', init: true })
    clearTimeout(ackTimer)
    // A server that does not acknowledge still gets the refetch, a little later.
    ackTimer = setTimeout(onJoined, ACK_WAIT_MS)
  })
  socket.on(INIT_ACK_EVENT, (ack: { ok?: unknown } | undefined) => {
    clearTimeout(ackTimer)
    if (ack?.ok !== false) onJoined()
  })
  for (const name of ORDER_EVENTS) {
    socket.on(name, (change: OrderChange) => onChange(change))
  }
  if (handlers.onSpaChange) {
    const onSpa = handlers.onSpaChange
    for (const name of SPA_EVENTS) socket.on(name, (change: OrderChange) => onSpa(change))
  }
  socket.on('rejoinRequest', (event: RejoinRequestEvent) => handlers.onRejoinRequest?.(event))
  socket.on('rejoinResponse', (event: RejoinResponseEvent) => handlers.onRejoinResponse?.(event))
  const reconnectLater = () => {
    if (closed) return
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => socket.connect(), retryDelay)
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS)
  }
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') reconnectLater()
  })
  socket.on('connect_error', () => {
    if (!socket.active) reconnectLater()
  })

  return () => {
    closed = true
    clearTimeout(ackTimer)
    clearTimeout(retryTimer)
    socket.off()
    socket.disconnect()
  }
}
