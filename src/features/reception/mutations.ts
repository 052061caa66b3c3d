import { db } from '../../../sync/index.ts'
import { engine } from '../../app/staff/engine.ts'
import { receptionCommands } from './commands.ts'

/**
 * The reception screens' writes, through the page's engine (commands.ts): rooms, service links,
 * check-in with a desk-made room code, check-out, extend stay, bookings, fast input, tickets.
 */
export const reception = receptionCommands(engine, db)

export const {
  createRoom,
  updateRoom,
  deleteRoom,
  setRoomLink,
  checkIn,
  checkOut,
  extendStay,
  addStay,
  importFastInput,
  createTicket,
  addTicketTask,
  setTaskDone,
  closeTicket,
} = reception
