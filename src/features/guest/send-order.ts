/**
 * What placing an order needs and a menu's first paint does not: loaded when the guest presses
 * "Place order" (keeps the menu routes' initial JS inside their budget).
 */
export { v4 as uuidv4 } from 'uuid'
export { buildCreateOrderBody, placementFor } from './order-body.ts'
export { problemOf } from './place-problem.ts'
