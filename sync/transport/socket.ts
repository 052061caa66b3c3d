import type { io as Io, ManagerOptions, Socket, SocketOptions } from 'socket.io-client'
import { INIT_ACK_EVENT, INIT_EVENT, TEXT } from '../protocol/rules/index.ts'
import type { InitMessage } from '../protocol/index.ts'

/** The live connection, as the engine sees it: tests and other transports fit behind it. */
export interface SyncSocket {
  open(): void
  close(): void
  readonly connected: boolean
}

export interface SocketHandlers {
  /** The first message after every connect (staff: `{services, role: 'Store', init: true}`). */
  initMessage(): InitMessage
  /** Connected and joined (initAck received, or no ack within a few seconds). */
  onReady(): void
  onDisconnect(): void
  onEvent(name: string, payload: unknown): void
  /** The handshake was refused with "Token expired" (or unauthorized): refresh; true = reconnect. */
  onAuthRefused(): Promise<boolean>
}

export type SocketFactory = (handlers: SocketHandlers) => SyncSocket

export interface SocketIoOptions {
  /** Server origin; omitted in the browser (same origin). */
  url?: string | undefined
  /** Browser: send cookies cross-origin too. Default true. */
  withCredentials?: boolean
  /** Extra handshake headers, read again before every (re)connect (Node tests pass cookies). */
  headers?: () => Record<string, string>
  transports?: ('polling' | 'websocket')[]
}

const ACK_WAIT_MS = 3000
const SERVER_CLOSE_RETRY_MS = 1000

/**
 * socket.io-client, loaded when a socket first opens: the engine opens it after its first pull,
 * so the library (about 13 KB gzip) is not on the way to the first screen. Precached, so it
 * loads offline too (and then simply fails to connect until the network is back).
 */
let library: Promise<{ io: typeof Io }> | null = null
const loadLibrary = () => {
  library ??= import('socket.io-client')
  library.catch(() => (library = null)) // a failed chunk load is tried again on the next open
  return library
}

/** A SyncSocket on socket.io-client that re-sends `init` on every connect and reconnects on close. */
export function socketIoFactory(options: SocketIoOptions = {}): SocketFactory {
  return (handlers) => {
    const opts: Partial<ManagerOptions & SocketOptions> = {
      path: '/socket.io',
      withCredentials: options.withCredentials ?? true,
      autoConnect: false,
      forceNew: true, // one manager per SyncSocket: options are never shared with an older one
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
      ...(options.transports ? { transports: options.transports } : {}),
    }
    let socket: Socket | null = null
    let creating: Promise<Socket> | null = null
    let closed = true
    let ackTimer: ReturnType<typeof setTimeout> | undefined
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let ready = false

    const freshHeaders = () => {
      if (options.headers && socket) socket.io.opts.extraHeaders = options.headers()
    }
    const connect = () => {
      if (closed) return
      if (!socket) {
        creating ??= loadLibrary().then(({ io }) => (socket ??= listen(io)))
        creating.then(connect, () => {
          creating = null
          later(SERVER_CLOSE_RETRY_MS * 5)
        })
        return
      }
      if (socket.connected) return
      freshHeaders()
      socket.connect()
    }
    const later = (ms: number) => {
      clearTimeout(retryTimer)
      retryTimer = setTimeout(connect, ms)
    }
    const markReady = () => {
      clearTimeout(ackTimer)
      if (ready || !socket?.connected) return
      ready = true
      handlers.onReady()
    }

    function listen(io: typeof Io): Socket {
      const created: Socket = options.url !== undefined ? io(options.url, opts) : io(opts)
      created.io.on('reconnect_attempt', freshHeaders)
      created.on('connect', () => {
        ready = false
        created.emit(INIT_EVENT, handlers.initMessage())
        clearTimeout(ackTimer)
        ackTimer = setTimeout(markReady, ACK_WAIT_MS)
      })
      created.on(INIT_ACK_EVENT, markReady)
      created.on('disconnect', (reason) => {
        ready = false
        clearTimeout(ackTimer)
        handlers.onDisconnect()
        // socket.io reconnects by itself except when the server closed the socket on purpose.
        if (reason === 'io server disconnect' && !closed) later(SERVER_CLOSE_RETRY_MS)
      })
      created.on('connect_error', (error: Error) => {
        if (closed || created.active) return // socket.active: socket.io is already retrying
        if (error.message === TEXT.tokenExpired || error.message.startsWith(TEXT.unauthorized)) {
          void handlers.onAuthRefused().then((again) => {
            if (again) connect()
          })
        } else {
          later(SERVER_CLOSE_RETRY_MS * 5)
        }
      })
      created.onAny((name: string, payload: unknown) => {
        if (name !== INIT_ACK_EVENT) handlers.onEvent(name, payload)
      })
      return created
    }

    return {
      open() {
        closed = false
        connect()
      },
      close() {
        closed = true
        clearTimeout(ackTimer)
        clearTimeout(retryTimer)
        socket?.disconnect()
      },
      get connected() {
        return socket?.connected ?? false
      },
    }
  }
}
