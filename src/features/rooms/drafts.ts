import { isValidLink } from '../../../sync/protocol/rules/index.ts'
import type { Language, RoomServiceLink } from '../../../sync/protocol/index.ts'
import { addDaysTo } from '../../../sync/protocol/rules/index.ts'

/*
 * The reception popups' and the room form's fields as typed, and their checks (pure). A check
 * answers either the problems to show next to the fields or the clean values to queue.
 */

export type FieldProblem = 'required' | 'past' | 'beforeArrival' | 'beforeStart' | 'tooLong'

export type Checked<F, K extends string> =
  { ok: true; fields: F } | { ok: false; problems: Partial<Record<K, FieldProblem>> }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day `days` after `day` (`YYYY-MM-DD`). */
export const addDays = (day: string, days: number): string => addDaysTo(day, days)

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value))

/** Check-in: the checkout date is required and not before today; guest name optional. */
export interface CheckInDraft {
  checkout: string
  lang: Language
  guestName: string
}
export interface CheckInFieldsOut {
  checkout: string
  lang: Language
  guest_name: string | null
}

export function newCheckInDraft(today: string, lang: Language = 'en'): CheckInDraft {
  return { checkout: addDays(today, 1), lang, guestName: '' }
}

export function checkCheckIn(
  draft: CheckInDraft,
  today: string,
): Checked<CheckInFieldsOut, 'checkout' | 'guestName'> {
  const problems: Partial<Record<'checkout' | 'guestName', FieldProblem>> = {}
  if (!isDay(draft.checkout)) problems.checkout = 'required'
  else if (draft.checkout < today) problems.checkout = 'past'
  const name = draft.guestName.trim()
  if (name.length > 200) problems.guestName = 'tooLong'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    fields: { checkout: draft.checkout, lang: draft.lang, guest_name: name === '' ? null : name },
  }
}

/** Add stay (book ahead): arrival and checkout required, checkout not before arrival. */
export interface BookingDraft extends CheckInDraft {
  arrival: string
}
export interface BookingFieldsOut extends CheckInFieldsOut {
  arrival: string
}

export function newBookingDraft(today: string, lang: Language = 'en'): BookingDraft {
  return { arrival: today, checkout: addDays(today, 1), lang, guestName: '' }
}

export function checkBooking(
  draft: BookingDraft,
  today: string,
): Checked<BookingFieldsOut, 'arrival' | 'checkout' | 'guestName'> {
  const problems: Partial<Record<'arrival' | 'checkout' | 'guestName', FieldProblem>> = {}
  if (!isDay(draft.arrival)) problems.arrival = 'required'
  else if (draft.arrival < today) problems.arrival = 'past'
  if (!isDay(draft.checkout)) problems.checkout = 'required'
  else if (isDay(draft.arrival) && draft.checkout < draft.arrival)
    problems.checkout = 'beforeArrival'
  const name = draft.guestName.trim()
  if (name.length > 200) problems.guestName = 'tooLong'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    fields: {
      arrival: draft.arrival,
      checkout: draft.checkout,
      lang: draft.lang,
      guest_name: name === '' ? null : name,
    },
  }
}

/** Extend stay: the new checkout date is required (spec section 5), not before the stay starts. */
export function checkExtend(
  checkout: string,
  stayStartDay: string,
): Checked<{ checkout: string }, 'checkout'> {
  if (!isDay(checkout)) return { ok: false, problems: { checkout: 'required' } }
  if (stayStartDay !== '' && checkout < stayStartDay)
    return { ok: false, problems: { checkout: 'beforeStart' } }
  return { ok: true, fields: { checkout } }
}

/** The room form: name required (1–50), type optional (≤ 50). */
export interface RoomDraft {
  name: string
  type: string
}
export type RoomProblem = FieldProblem | 'duplicate'

export function checkRoom(
  draft: RoomDraft,
  otherNames: readonly string[],
):
  | { ok: true; fields: { name: string; type: string } }
  | { ok: false; problems: Partial<Record<'name' | 'type', RoomProblem>> } {
  const problems: Partial<Record<'name' | 'type', RoomProblem>> = {}
  const name = draft.name.trim()
  const type = draft.type.trim()
  if (name === '') problems.name = 'required'
  else if (name.length > 50) problems.name = 'tooLong'
  else if (otherNames.some((n) => n.trim().toLowerCase() === name.toLowerCase()))
    problems.name = 'duplicate'
  if (type.length > 50) problems.type = 'tooLong'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, fields: { name, type } }
}

/**
 * The room's service links as typed: the link per service id ('' none). A link starts with
 * http:// or https:// (spec section 5, the server's rule) and is at most 2000 characters.
 */
export type RoomLinksDraft = Readonly<Record<string, string>>
export type LinkProblem = 'link' | 'tooLong'
/** One link to send: `url: null` removes the service's link. */
export interface LinkChange {
  service_id: string
  url: string | null
}

export function roomLinksDraft(links: readonly RoomServiceLink[]): RoomLinksDraft {
  return Object.fromEntries(links.map((l) => [l.service_id, l.url]))
}

/**
 * The form's links after the room's links changed from `before` to `after` while the form was
 * open (this desk's own save syncing, another desk's link arriving): a field the user has not
 * touched (still as `before`) follows the room; one the user typed in keeps what they typed.
 */
export function followRoomLinks(
  form: RoomLinksDraft,
  before: RoomLinksDraft,
  after: RoomLinksDraft,
): RoomLinksDraft {
  const next: Record<string, string> = { ...form }
  for (const serviceId of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((form[serviceId] ?? '') === (before[serviceId] ?? '')) {
      if (after[serviceId] === undefined) delete next[serviceId]
      else next[serviceId] = after[serviceId]
    }
  }
  return next
}

/** The links that changed against the room's (`current`), or the problem of each bad one. */
export function checkRoomLinks(
  draft: RoomLinksDraft,
  current: readonly RoomServiceLink[],
):
  | { ok: true; changes: LinkChange[] }
  | { ok: false; problems: Partial<Record<string, LinkProblem>> } {
  const problems: Partial<Record<string, LinkProblem>> = {}
  const changes: LinkChange[] = []
  for (const [serviceId, typed] of Object.entries(draft)) {
    const url = typed.trim()
    const before = current.find((l) => l.service_id === serviceId)?.url ?? ''
    if (url.length > 2000) problems[serviceId] = 'tooLong'
    else if (url !== '' && !isValidLink(url)) problems[serviceId] = 'link'
    else if (url !== before) changes.push({ service_id: serviceId, url: url === '' ? null : url })
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, changes }
}

/** Out-of-service ticketing: a description (1–2000) and tasks, one a line (each ≤ 500). */
export interface TicketDraft {
  description: string
  tasks: string
  outOfService: boolean
}
export interface TicketFieldsOut {
  description: string
  tasks: string[]
  out_of_service: boolean
}

export function checkTicket(draft: TicketDraft): Checked<TicketFieldsOut, 'description' | 'tasks'> {
  const problems: Partial<Record<'description' | 'tasks', FieldProblem>> = {}
  const description = draft.description.trim()
  if (description === '') problems.description = 'required'
  else if (description.length > 2000) problems.description = 'tooLong'
  const tasks = draft.tasks
    .split(/\r?\n/)
    .map((t) => t.trim())
    .filter((t) => t !== '')
  if (tasks.length > 100 || tasks.some((t) => t.length > 500)) problems.tasks = 'tooLong'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, fields: { description, tasks, out_of_service: draft.outOfService } }
}
