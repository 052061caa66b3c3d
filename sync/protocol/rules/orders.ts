export const ORDER_STATUSES = [
  'Pending',
  'Accepted',
  'Declined',
  'Finished',
  'Paid',
  'Room',
] as const
export const PAYMENTS = ['cash', 'card', 'room'] as const
export const ORIGINS = ['Room', 'External', 'Reception'] as const
/** Kitchen progress of one order line (itemStateForOrder); a line without a state is pending. */
export const LINE_STATES = ['pending', 'preparing', 'ready', 'served'] as const
export type LineState = (typeof LINE_STATES)[number]
