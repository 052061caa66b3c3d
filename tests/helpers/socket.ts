import { io, type Socket } from 'socket.io-client'
import type { InitAck } from '../../sync/protocol/index.ts'

export interface Received {
  event: string
  payload: unknown
}

/** A socket.io client as a tablet or a guest phone opens it (cookies in the handshake), recording every event. */
export interface TestSocket {
  socket: Socket
  received: Received[]
  /** Resolves with the first (already received or coming) event of that name matching `match`. */
  next<T>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>
  close(): void
}

function open(url: string, cookie?: string): Socket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  })
}

export async function connectSocket(url: string, cookie?: string): Promise<TestSocket> {
  const socket = open(url, cookie)
  const received: Received[] = []
  const waiters = new Set<() => void>()
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload })
    for (const wake of [...waiters]) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error) => reject(error))
  })
  return {
    socket,
    received,
    next<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const hit = received.find((r) => r.event === event && match(r.payload as T))
          if (!hit) return false
          waiters.delete(wake)
          clearTimeout(timer)
          resolve(hit.payload as T)
          return true
        }
        const wake = () => void check()
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(
            new Error(
              `no ${event} within ${timeoutMs} ms; got ${received.map((r) => r.event).join(', ')}`,
            ),
          )
        }, timeoutMs)
        waiters.add(wake)
        check()
      })
    },
    close: () => void socket.close(),
  }
}

/** The connect_error of a handshake that the server refuses. */
export function handshakeError(url: string, cookie: string): Promise<Error> {
  const socket = open(url, cookie)
  return new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => {
      socket.close()
      reject(new Error('the handshake was accepted'))
    })
    socket.once('connect_error', (error) => {
      socket.close()
      resolve(error)
    })
  })
}

async function init(client: TestSocket, message: unknown): Promise<InitAck> {
  const ack = client.next<InitAck>('initAck')
  client.socket.emit('init', message)
  return ack
}

export const initStaff = (client: TestSocket, services: string[] = []) =>
  init(client, { services, role: 'Store', init: true })

export const initGuest = (client: TestSocket, userId: string) =>
  init(client, { user_id: userId, role: 'Guest', init: true })
