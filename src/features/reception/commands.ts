import { v4 as uuidv4 } from 'uuid'
import type { LocalDb, SyncEngine } from '../../../sync/index.ts'
import type {
  CreateHotelRoomBody,
  Language,
  Room,
  Stay,
  UpdateHotelRoomBody,
} from '../../../sync/protocol/index.ts'
import { proposeRoomCode } from './room-code.ts'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

type Enqueue = Pick<SyncEngine, 'enqueue'>
type RoomRef = Pick<Room, '_id' | 'name' | 'business_id'>

/** What the check-in popup fills in. `stay_id`: check in a stay booked ahead instead. */
export interface CheckInFields {
  checkout: string
  lang?: Language
  guest_name?: string | null
  guest_id?: string | null
  stay_id?: string
}

export type CheckInResult =
  /** Queued: the stay shows at once with its room code (the server may still say "TAKEN."). */
  | { kind: 'queued'; stayId: string; password: string }
  /** This device already has a guest checked in to the room: nothing was queued. */
  | { kind: 'taken'; stay: Stay }

export interface BookingFields {
  arrival: string
  checkout: string
  lang?: Language
  guest_name?: string | null
  guest_id?: string | null
}

export interface TicketFields {
  description: string
  out_of_service?: boolean
  tasks?: readonly string[]
}

/** Drops the fields left undefined (exactOptionalPropertyTypes; payloads stay minimal). */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T
}

/**
 * The reception writes, each one outbox action (docs/sync.md): every one works offline, shows at
 * once and is sent exactly once. Ids (rooms, stays, tickets, tasks) and room codes are made here,
 * on the desk. Rejects with EnqueueError when the device's rows refuse the action (a stay checked
 * out already, a closed ticket …).
 */
export function receptionCommands(engine: Enqueue, db: LocalDb) {
  return {
    createRoom: async (
      businessId: string,
      fields: Omit<CreateHotelRoomBody, '_id' | 'business_id'>,
    ) => {
      const id = uuidv4()
      await engine.enqueue('room.create', { ...defined(fields), _id: id, business_id: businessId })
      return id
    },
    updateRoom: (roomId: string, fields: Omit<UpdateHotelRoomBody, '_id'>) =>
      engine.enqueue('room.update', { ...defined(fields), _id: roomId }),
    deleteRoom: (roomId: string) => engine.enqueue('room.delete', { room_id: roomId }),

    /** Sets (adds or changes) the room's link for a service; `url: null` removes it. */
    setRoomLink: async (roomId: string, serviceId: string, url: string | null) => {
      const room = await db.rooms.get(roomId)
      const has = room?.service_links.some((l) => l.service_id === serviceId) ?? false
      if (url !== null && !has) {
        await engine.enqueue('room.serviceLink.add', {
          room_id: roomId,
          service_id: serviceId,
          url,
        })
      } else {
        await engine.enqueue('room.serviceLink.update', {
          room_id: roomId,
          service_id: serviceId,
          url,
        })
      }
    },

    /**
     * Checks a guest in with a room code proposed here, so the stay shows at once with it. A room
     * this device knows to have a guest in is not queued (`taken`, with that stay); one another
     * desk checked in meanwhile is refused by the server with "TAKEN." and its stay, which then
     * replaces ours (the refused row keeps it: `refusedWith`).
     */
    checkIn: async (room: RoomRef, fields: CheckInFields): Promise<CheckInResult> => {
      const inHouse = await db.stays
        .where('room_id')
        .equals(room._id)
        .filter((s) => s.check_in !== null && s._id !== fields.stay_id)
        .first()
      if (inHouse) return { kind: 'taken', stay: inHouse }
      const password = proposeRoomCode()
      const { stay_id, ...rest } = fields
      const stayId = stay_id ?? uuidv4()
      await engine.enqueue('stay.checkIn', {
        ...defined(rest),
        ...(stay_id !== undefined ? { stay_id } : { _id: stayId }),
        room_id: room._id,
        password,
        // The hotel day the guest arrived, kept when the check-in syncs on a later day.
        arrival: todayIn(hotelZone()),
        business_id: room.business_id,
        room_name: room.name,
      })
      return { kind: 'queued', stayId, password }
    },

    /** Checks out; the invoice is kept on the device when the action syncs (useInvoice). */
    checkOut: (stayId: string, lang?: Language) =>
      engine.enqueue('stay.checkOut', defined({ stay_id: stayId, lang })),
    /** Extend stay: the new check-out date (required, spec section 5). */
    extendStay: (stayId: string, checkout: string) =>
      engine.enqueue('stay.updateCheckout', { stay_id: stayId, checkout }),

    /** Books the room ahead (no check-in, no code yet). */
    addStay: async (room: RoomRef, fields: BookingFields) => {
      const id = uuidv4()
      await engine.enqueue('stay.add', {
        ...defined(fields),
        _id: id,
        room_id: room._id,
        business_id: room.business_id,
        room_name: room.name,
      })
      return id
    },

    /** Queues a fast-input import (the preview ran first); its stays arrive when it syncs. */
    importFastInput: async (text: string, options: { today?: string; lang?: Language } = {}) => {
      const id = uuidv4()
      await engine.enqueue('stay.fastInput', { ...defined(options), _id: id, text })
      return id
    },

    createTicket: async (room: RoomRef, fields: TicketFields) => {
      const id = uuidv4()
      const { tasks, ...rest } = fields
      await engine.enqueue('ticket.create', {
        ...defined(rest),
        _id: id,
        room_id: room._id,
        business_id: room.business_id,
        room_name: room.name,
        ...(tasks?.length ? { tasks: tasks.map((text) => ({ _id: uuidv4(), text })) } : {}),
      })
      return id
    },
    addTicketTask: async (ticketId: string, text: string) => {
      const id = uuidv4()
      await engine.enqueue('ticket.addTask', { ticket_id: ticketId, _id: id, text })
      return id
    },
    /** Ticks a task done, or not done again. */
    setTaskDone: (ticketId: string, taskId: string, done: boolean) =>
      engine.enqueue('ticket.setTaskDone', { ticket_id: ticketId, task_id: taskId, done }),
    closeTicket: (ticketId: string) => engine.enqueue('ticket.close', { ticket_id: ticketId }),
  }
}

export type ReceptionCommands = ReturnType<typeof receptionCommands>
