import {
  DAYS,
  formatClock,
  parseClock,
  shiftProblem,
  weekHoursOrDefault,
  wholeAmount,
} from '../../../sync/protocol/rules/index.ts'
import type {
  Business,
  Service,
  ServiceOptions,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
  WorkingHours,
} from '../../../sync/protocol/index.ts'
import {
  businessLegalDraft,
  businessLegalPatch,
  businessLegalProblems,
  parseVatRate,
  serviceNamesPatch,
  serviceNamesProblems,
  vatRateText,
  type BusinessLegalDraft,
} from '../settings-legal/legal-draft.ts'

/*
 * The settings form's drafts (pure): what the form holds for the business and each service, and
 * the writes a save-all sends for what changed.
 */

export type Day = (typeof DAYS)[number]
export interface ShiftDraft {
  id: string
  start_time: string
  end_time: string
}

export interface ServiceDraft {
  /** The default (English) name; `names` its Serbian and Croatian (blank: the default shows). */
  name: string
  names: { srb: string; cro: string }
  /** The VAT rate as typed ("20", "9,5"). */
  vatRate: string
  description: string
  email: string
  shifts: ShiftDraft[]
  /** Per day `HH:MM` texts. */
  hours: Record<Day, { start: string; end: string }>
  options: ServiceOptions
  /** Typed amounts (whole numbers when saved). */
  operatingPrice: string
  reservationPublicCost: string
}

export interface BusinessDraft {
  name: string
  email: string
  currency: string
  time_zone: string
  legal: BusinessLegalDraft
}

export const businessDraft = (b: Business): BusinessDraft => ({
  name: b.name,
  email: b.email,
  currency: b.currency,
  time_zone: b.time_zone,
  legal: businessLegalDraft(b),
})

export function serviceDraft(s: Service): ServiceDraft {
  const week = weekHoursOrDefault(s.workingHours)
  const hours = {} as ServiceDraft['hours']
  for (const day of DAYS)
    hours[day] = { start: formatClock(week[day].start), end: formatClock(week[day].end) }
  return {
    name: s.name,
    names: { srb: s.names?.srb ?? '', cro: s.names?.cro ?? '' },
    vatRate: vatRateText(s.vat_rate),
    description: s.description,
    email: s.email,
    shifts: s.shifts.map((x) => ({ ...x })),
    hours,
    options: { ...s.options },
    operatingPrice: String(s.options.operatingPrice ?? 0),
    reservationPublicCost: String(s.options.reservationPublicCost ?? 0),
  }
}

/** Whether the business draft's legal data can be saved (businessLegalProblems). */
export const businessDraftValid = (d: BusinessDraft): boolean =>
  Object.keys(businessLegalProblems(d.legal)).length === 0

/** The updateBusiness body for what changed, or null. */
export function businessChanges(b: Business, d: BusinessDraft): UpdateBusinessBody | null {
  const body: UpdateBusinessBody = { business_id: b._id, ...businessLegalPatch(b, d.legal) }
  if (d.name.trim() !== b.name) body.name = d.name.trim()
  if (d.email.trim() !== b.email) body.email = d.email.trim()
  if (d.currency !== b.currency)
    body.currency = d.currency as NonNullable<UpdateBusinessBody['currency']>
  if (d.time_zone !== b.time_zone) body.time_zone = d.time_zone
  return Object.keys(body).length > 1 ? body : null
}

export type DraftProblem =
  | { field: 'shifts'; index: number }
  | { field: 'hours'; day: Day }
  | { field: 'operatingPrice' | 'reservationPublicCost' | 'name' | 'vatRate' }

/** The draft's hours as the wire's, or the first day that is not `HH:MM`. */
export function draftHours(d: ServiceDraft): WorkingHours | { day: Day } {
  const out: WorkingHours = {}
  for (const day of DAYS) {
    const start = parseClock(d.hours[day].start)
    const end = parseClock(d.hours[day].end)
    if (!start || !end) return { day }
    out[day] = { start, end }
  }
  return out
}

/** What a service draft would send: the updateService body and the hours, or a problem. */
export function serviceChanges(
  s: Service,
  d: ServiceDraft,
):
  | { ok: true; update: UpdateServiceBody | null; hours: SetWorkingHoursBody | null }
  | { ok: false; problem: DraftProblem } {
  const bad = d.shifts.findIndex((x) => shiftProblem(x.start_time, x.end_time) !== null)
  if (bad >= 0) return { ok: false, problem: { field: 'shifts', index: bad } }
  const names = { en: d.name, ...d.names }
  const nameProblems = serviceNamesProblems(names)
  if (s.type !== 'chat' && Object.keys(nameProblems).length > 0)
    return { ok: false, problem: { field: 'name' } }
  const vatRate = parseVatRate(d.vatRate)
  if (vatRate === null) return { ok: false, problem: { field: 'vatRate' } }
  const operatingPrice = wholeAmount(d.operatingPrice)
  if (operatingPrice === null) return { ok: false, problem: { field: 'operatingPrice' } }
  const publicCost = wholeAmount(d.reservationPublicCost)
  if (publicCost === null) return { ok: false, problem: { field: 'reservationPublicCost' } }
  const hours = draftHours(d)
  if ('day' in hours) return { ok: false, problem: { field: 'hours', day: hours.day } }

  const body: Record<string, unknown> = { service_id: s._id, type: s.type }
  if (s.type !== 'chat') Object.assign(body, serviceNamesPatch(s, names))
  if (vatRate !== (s.vat_rate ?? 0)) body.vat_rate = vatRate
  if (d.description !== s.description) body.description = d.description
  if (d.email.trim() !== s.email) body.email = d.email.trim()
  if (JSON.stringify(d.shifts) !== JSON.stringify(s.shifts)) body.shifts = d.shifts
  const o = d.options
  const was = s.options
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  const flags = [
    'emailReqeustEnabled',
    'isBookable',
    'reservations',
    'positional',
    'servedAtArrival',
    'ordering',
    'therapiestDriven',
    'instantFinishOrder',
    'breakSet',
    'breakHours',
    'openToPublic',
    'currency',
    'employeeChatroomEnabled',
    'guestBotChatroomEnabled',
  ] as const
  for (const key of flags) if (!same(o[key], was[key])) body[key] = o[key] ?? null
  if (!same(operatingPrice, was.operatingPrice ?? 0)) body.operatingPrice = operatingPrice
  if (!same(publicCost, was.reservationPublicCost ?? 0)) body.reservationPublicCost = publicCost
  if (!same(o.type, was.type)) body.infoType = o.type ?? ''
  if (!same(o.active, was.active) && s.type === 'chat') body.isChatActivated = o.active === true
  if (!same(o.selectedEmployeeGuestChatroom, was.selectedEmployeeGuestChatroom))
    body.selectedEmployeeGuestChat = o.selectedEmployeeGuestChatroom ?? null
  if (!same(o.closedBetween, was.closedBetween)) {
    body.closedBetweenStart = o.closedBetween?.start ?? null
    body.closedBetweenEnd = o.closedBetween?.end ?? null
  }
  // A cleared flag is sent as false, never null.
  for (const key of flags) if (body[key] === null && key !== 'breakHours') body[key] = false
  if (body.currency === false) body.currency = ''
  const update = Object.keys(body).length > 2 ? (body as UpdateServiceBody) : null
  const before = weekHoursOrDefault(s.workingHours)
  const hoursChanged = DAYS.some((day) => !same(before[day], hours[day]))
  const hoursBody = hoursChanged ? { business_id: s.business_id, service_id: s._id, hours } : null
  return { ok: true, update, hours: hoursBody }
}
