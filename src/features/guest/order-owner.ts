/** Whose orders a page follows (kept apart from use-live-orders so pages can name one cheaply). */
import type { GuestStay } from './use-guest-session.ts'

/** Whose orders: a stay's (room-code cookie) or a table phone's own (its device id). */
export type OrderOwner = { businessId: string; userId: string; by: 'stay' | 'user' }

export const stayOwner = (stay: GuestStay | null): OrderOwner | null =>
  stay ? { businessId: stay.businessId, userId: stay.stayId, by: 'stay' } : null
