import type { Server as HttpServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import { createAdapter } from '@socket.io/postgres-adapter'
import fastifyCookie from '@fastify/cookie'
import {
  CALL_WAITER_EVENT,
  INIT_ACK_EVENT,
  INIT_EVENT,
  InitMessage,
  REJOIN_REQUEST_EVENT,
  REJOIN_RESPONSE_EVENT,
  kitchenSourceIds,
  type CallWaiterEvent,
  type Change,
  type InitAck,
  type OrderEventName,
  type ReservationEventName,
  type ServerChange,
  type SpaEventName,
} from '../sync/protocol/index.ts'
import { eq } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { stays } from './db/schema.ts'
import type { Tokens } from './auth/tokens.ts'
import type { AppContext } from './context.ts'
import { COOKIE } from './auth/cookies.ts'
import { checkAccessToken, guestFromToken } from './auth/request-auth.ts'
import {
  loadStaffContext,
  orderServiceIds,
  reservationServiceIds,
  shiftServiceIds,
} from './domain/permissions.ts'
import { handlesTickets, isReception } from './domain/reception-access.ts'

/** Who hears a `change` (see Realtime.emitChange). */
export type ChangeAudience = 'all' | 'privileged' | 'unprivileged' | 'tickets'

/** Socket.io rooms: staff join per service (read permission) and per business; guests per stay or user. */
export const rooms = {
  service: (id: string) => `svc:${id}`,
  /** Staff who read a service's reservations (reservationsRead): its reservations' events. */
  reservations: (id: string) => `res:${id}`,
  /** Staff who read a service's shifts (shiftsRead): its employee shifts' events. */
  shifts: (id: string) => `shifts:${id}`,
  business: (id: string) => `biz:${id}`,
  /** Staff allowed to see stay room codes (owners, managers, reception). */
  businessPrivileged: (id: string) => `biz:${id}:privileged`,
  /** Staff who handle repair tickets (owners, managers, reception, amenities). */
  businessTickets: (id: string) => `biz:${id}:tickets`,
  stay: (id: string) => `stay:${id}`,
  user: (id: string) => `user:${id}`,
  /** Every socket of one login session (staff or guest), closed when that session ends. */
  session: (sid: string) => `session:${sid}`,
}

/** `rejoinRequest`: a phone (`user_id`) asks to join the open table order `base_order_id`. */
export interface RejoinRequestEvent {
  base_order_id: string
  user_id: string
  table_id: string
  table_name: string
  service_id: string
  time: string
}

/** `rejoinResponse`: the order's owner (or staff) answered the phone `user_id`. */
export interface RejoinResponseEvent {
  base_order_id: string
  user_id: string
  accepted: boolean
  table_id: string
  service_id: string
  time: string
}

export interface Realtime {
  io: Server
  /** An order changed: to its service's staff, its stay and its guest. */
  emitOrder(
    event: OrderEventName,
    change: Change,
    target: { serviceId: string; stayId: string | null; userId: string | null },
  ): void
  /**
   * Any other synced row changed: to the business's staff. Privileged rows (with room codes) to
   * privileged staff only, and their copy without codes to the others (`unprivileged`); tickets
   * to the staff who handle them.
   */
  emitChange(change: ServerChange, businessId: string, audience?: ChangeAudience): void
  /** A reservation changed: to the staff who read its service's reservations, and its stay. */
  emitReservation(
    event: ReservationEventName,
    change: ServerChange,
    target: { serviceId: string; stayId: string | null },
  ): void
  /**
   * A spa appointment changed: to the staff who read the spa service's reservations (the same
   * `res:{serviceId}` room) and to the guest's stay (`spaAppointmentAccepted` refreshes theirs).
   */
  emitSpa(
    event: SpaEventName,
    change: ServerChange,
    target: { serviceId: string; stayId: string | null },
  ): void
  /** An employee shift changed: to the staff who read the service's shifts. */
  emitShift(event: string, change: ServerChange, serviceId: string): void
  emitCallWaiter(event: CallWaiterEvent): void
  /** To the order owner's device (user room) and the service's staff. */
  emitRejoinRequest(event: RejoinRequestEvent, ownerUserId: string | null): void
  /** To the asking device only. */
  emitRejoinResponse(event: RejoinResponseEvent): void
  /** Closes the sockets of a session that ended (logout, guestLogout, refresh-token reuse). */
  disconnectSession(sid: string): void
  /** Closes the guests' sockets of a stay that ended (check-out): they hear none of it any more. */
  disconnectStay(stayId: string): void
  close(): Promise<void>
}

type SocketData =
  { kind: 'staff'; accountId: string } | { kind: 'guest'; stayId: string | null } | { kind: 'none' }

export function createRealtime(
  server: HttpServer,
  deps: { database: Database; tokens: Tokens; ctx: () => AppContext },
): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    pingTimeout: 20_000,
    connectionStateRecovery: { maxDisconnectionDuration: 0 },
  })
  if (deps.database.pool) {
    io.adapter(
      createAdapter(deps.database.pool, {
        channelPrefix: `gsp#${deps.database.schemaName}`,
        tableName: 'socket_io_attachments',
        errorHandler: (error) => console.error('socket.io postgres adapter', error),
      }),
    )
  }

  io.use((socket, next) => {
    // Staff handshakes must carry a live access token; an expired one is told so the client refreshes.
    const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')
    ;(socket.data as { cookies: Record<string, string> }).cookies = cookies
    if (!cookies[COOKIE.access]) return next()
    checkAccessToken(deps.ctx(), cookies[COOKIE.access])
      .then((check) => (check.ok ? next() : next(new Error(check.error.message))))
      .catch((error: unknown) => next(error as Error))
  })

  io.on('connection', (socket) => {
    socket.once(INIT_EVENT, (message: unknown) => {
      handleInit(deps.ctx(), socket, message)
        .then((ack) => socket.emit(INIT_ACK_EVENT, ack))
        .catch((error: unknown) => {
          socket.emit(INIT_ACK_EVENT, {
            ok: false,
            rooms: 0,
            error: String(error),
          } satisfies InitAck)
        })
    })
  })

  return {
    io,
    emitOrder(event, change, target) {
      let to = io.to(rooms.service(target.serviceId))
      if (target.stayId) to = to.to(rooms.stay(target.stayId))
      if (target.userId) to = to.to(rooms.user(target.userId))
      to.emit(event, change)
    },
    emitChange(change, businessId, audience = 'all') {
      const to =
        audience === 'all'
          ? io.to(rooms.business(businessId))
          : audience === 'privileged'
            ? io.to(rooms.businessPrivileged(businessId))
            : audience === 'unprivileged'
              ? io.to(rooms.business(businessId)).except(rooms.businessPrivileged(businessId))
              : io.to(rooms.businessTickets(businessId))
      to.emit('change', change)
    },
    emitReservation(event, change, target) {
      let to = io.to(rooms.reservations(target.serviceId))
      if (target.stayId) to = to.to(rooms.stay(target.stayId))
      to.emit(event, change)
    },
    emitSpa(event, change, target) {
      let to = io.to(rooms.reservations(target.serviceId))
      if (target.stayId) to = to.to(rooms.stay(target.stayId))
      to.emit(event, change)
    },
    emitShift(event, change, serviceId) {
      io.to(rooms.shifts(serviceId)).emit(event, change)
    },
    emitCallWaiter(event) {
      io.to(rooms.service(event.service_id)).emit(CALL_WAITER_EVENT, event)
    },
    emitRejoinRequest(event, ownerUserId) {
      let to = io.to(rooms.service(event.service_id))
      if (ownerUserId) to = to.to(rooms.user(ownerUserId))
      to.emit(REJOIN_REQUEST_EVENT, event)
    },
    emitRejoinResponse(event) {
      io.to(rooms.user(event.user_id)).emit(REJOIN_RESPONSE_EVENT, event)
    },
    disconnectSession(sid) {
      io.in(rooms.session(sid)).disconnectSockets(true)
    },
    disconnectStay(stayId) {
      // Only guests of the stay join its room (staff join services and the business).
      io.in(rooms.stay(stayId)).disconnectSockets(true)
    },
    async close() {
      await io.close()
    },
  }
}

async function handleInit(ctx: AppContext, socket: Socket, raw: unknown): Promise<InitAck> {
  const parsed = InitMessage.safeParse(raw)
  if (!parsed.success) return { ok: false, rooms: 0, error: 'invalid init message' }
  const cookies = (socket.data as { cookies: Record<string, string> }).cookies
  const message = parsed.data
  if (message.role === 'Store') {
    const check = await checkAccessToken(ctx, cookies[COOKIE.access])
    if (!check.ok || check.claims.role === 'admin' || !check.claims.businessId) {
      return { ok: false, rooms: 0, error: 'Unauthorized' }
    }
    const staff = await loadStaffContext(ctx.db, {
      accountId: check.claims.accountId,
      role: check.claims.role,
      username: check.claims.username,
      businessId: check.claims.businessId,
      employeeId: check.claims.employeeId,
    })
    const readable = orderServiceIds(staff)
    // A kitchen named in init brings the services connected to it: the kitchen display shows
    // their orders, so it must hear about them as they come (the pull already includes them).
    const named = new Set(message.services)
    for (const service of staff.services)
      if (named.has(service._id)) for (const id of kitchenSourceIds(service)) named.add(id)
    const wanted =
      message.services.length > 0 ? [...named].filter((id) => readable.has(id)) : [...readable]
    const joined = [
      rooms.business(staff.businessId),
      rooms.session(check.claims.sid),
      ...wanted.map(rooms.service),
      ...reservationServiceIds(staff).map(rooms.reservations),
      ...shiftServiceIds(staff).map(rooms.shifts),
    ]
    if (isReception(staff)) joined.push(rooms.businessPrivileged(staff.businessId))
    if (handlesTickets(staff)) joined.push(rooms.businessTickets(staff.businessId))
    await socket.join(joined)
    socket.data = {
      ...(socket.data as object),
      kind: 'staff',
      accountId: staff.accountId,
    } satisfies SocketData & object
    return { ok: true, rooms: joined.length }
  }
  // The room-code session must be live: a guest who logged out gets no more of the stay's events.
  const guest = await guestFromToken(ctx, cookies[COOKIE.guest])
  const stayId = guest?.stay_id ?? null
  if (guest && stayId === message.user_id) {
    await socket.join([rooms.stay(stayId), rooms.user(stayId), rooms.session(guest.sid)])
    return { ok: true, rooms: 2 }
  }
  if (message.user_id.length >= 16 && !(await isStayId(ctx, message.user_id))) {
    // A table guest: their own random device id, unguessable by others (a phone holding a room
    // code too, ordering at a restaurant table). A stay's id is not a device id: its events need
    // a live room-code session (a guest who logged out gets none).
    await socket.join(rooms.user(message.user_id))
    return { ok: true, rooms: 1 }
  }
  return { ok: false, rooms: 0, error: 'Unauthorized' }
}

async function isStayId(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: stays.id }).from(stays).where(eq(stays.id, id))
  return Boolean(row)
}
