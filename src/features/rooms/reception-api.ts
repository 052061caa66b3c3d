/** The reception writes and invoices this screen uses (src/features/reception, sync/invoices). */
export {
  addStay,
  checkIn,
  checkOut,
  createRoom,
  createTicket,
  deleteRoom,
  extendStay,
  importFastInput,
  setRoomLink,
  updateRoom,
} from '../reception/mutations.ts'
export { downloadInvoice, useInvoice } from '../reception/invoice.ts'
