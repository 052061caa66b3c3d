import { articleActions, categoryActions, imageActions } from './menu.ts'
import { genericActions } from './generic.ts'
import { orderActions } from './orders.ts'
import { roomActions } from './rooms.ts'
import { stayActions, ticketActions } from './reception.ts'
import { reservationActions } from './reservations.ts'
import { spaAppointmentActions } from './spa.ts'
import { tableActions } from './tables.ts'
import { spaRoomActions, spaTreatmentActions } from './spa-menu.ts'
import { shiftActions } from './shifts.ts'
import { employeeActions } from './workers.ts'
import { promotionActions } from './promotions.ts'
import { infoActions } from './info.ts'
import { surveyActions } from './surveys.ts'
import { settingsActions } from './settings.ts'
import type { ActionFamily, ActionText, DescribableRow, DescribeContext } from './types.ts'

export type { ActionText, DescribableRow, DescribeContext } from './types.ts'

/**
 * The words for each family of action types, by the part of the type before the dot. An area
 * that adds actions adds its family here (one small file beside these).
 */
const FAMILIES: ReadonlyMap<string, ActionFamily> = new Map([
  ['order', orderActions],
  ['room', roomActions],
  ['category', categoryActions],
  ['article', articleActions],
  ['image', imageActions],
  ['table', tableActions],
  ['stay', stayActions],
  ['ticket', ticketActions],
  ['reservation', reservationActions],
  ['spaAppointment', spaAppointmentActions],
  ['spaRoom', spaRoomActions],
  ['spaTreatment', spaTreatmentActions],
  ['shift', shiftActions],
  ['employee', employeeActions],
  ['discount', promotionActions],
  ['promotion', promotionActions],
  ['info', infoActions],
  ['store', infoActions],
  ['offer', infoActions],
  ['survey', surveyActions],
  ['business', settingsActions],
  ['service', settingsActions],
])

function familyOf(type: string): ActionFamily {
  return FAMILIES.get(type.split('.')[0] ?? '') ?? genericActions
}

/** What a queued action is, and on what, in the staff member's language. */
export function describeAction(row: DescribableRow, ctx: DescribeContext): ActionText {
  return familyOf(row.type).describe(row, ctx)
}

/** The toast for a refused action: the thing and what happened to it. */
export function describeRefusal(row: DescribableRow, ctx: DescribeContext): string {
  return familyOf(row.type).refusal(row, ctx)
}

/** Why the server refused the action, in the staff member's words. */
export function describeReason(row: DescribableRow, ctx: DescribeContext): string {
  return familyOf(row.type).reason(row, ctx)
}

/** The server's state of the thing after the refusal, if known ("Now: Accepted by another device"). */
export function describeNow(row: DescribableRow, ctx: DescribeContext): string | null {
  return familyOf(row.type).now(row, ctx)
}
