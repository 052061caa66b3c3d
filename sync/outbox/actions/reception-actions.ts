import type { AreaActions } from './areas.ts'
import { setRoomActive, setRoomInactive } from './room-active.ts'
import { createRoom } from './room-create.ts'
import { updateRoom } from './room-update.ts'
import { deleteRoom } from './room-delete.ts'
import { addRoomLink, updateRoomLink } from './room-links.ts'
import { checkIn } from './stay-check-in.ts'
import { checkOut } from './stay-check-out.ts'
import { addStay, updateCheckout } from './stay-dates.ts'
import { fastInput } from './stay-fast-input.ts'
import { createTicket } from './ticket-create.ts'
import { addTask, closeTicket, setTaskDone } from './ticket-steps.ts'

/** Reception's actions (rooms, stays, tickets): a lazy chunk (areas.ts). */
export const RECEPTION_ACTIONS: AreaActions<'reception'> = {
  'room.setActive': setRoomActive,
  'room.setInactive': setRoomInactive,
  'room.create': createRoom,
  'room.update': updateRoom,
  'room.delete': deleteRoom,
  'room.serviceLink.add': addRoomLink,
  'room.serviceLink.update': updateRoomLink,
  'stay.checkIn': checkIn,
  'stay.checkOut': checkOut,
  'stay.updateCheckout': updateCheckout,
  'stay.add': addStay,
  'stay.fastInput': fastInput,
  'ticket.create': createTicket,
  'ticket.addTask': addTask,
  'ticket.setTaskDone': setTaskDone,
  'ticket.close': closeTicket,
}
