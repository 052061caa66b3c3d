/**
 * Business and service settings (spec 001 §2 "Business and service edit", §5 "Save service", §9):
 * which option a service type shows, what stops a save, the default hours. Zod-free: the settings
 * screen and the server share these.
 */
import type { ServiceOptions, WorkingHours } from '../service.ts'
import type { UpdateServiceBody } from '../settings.ts'
import { DAYS } from './service.ts'
import { addDaysTo } from './slots.ts'

/** The business paths (spec 001 §7 Business and service). */
export const BUSINESS_BASE = '/api/v2/business'
/** The business logo upload (`logo/{id}`, the business id) under the image bases. */
export const LOGO_KIND = 'logo'

/** The five currencies a business or an event-planning service chooses (spec §3, §9). */
export const SETTINGS_CURRENCIES = [
  { code: 'EUR', symbol: '€' },
  { code: 'USD', symbol: '$' },
  { code: 'RSD', symbol: 'RSD' },
  { code: 'GBP', symbol: '£' },
  { code: 'INR', symbol: '₹' },
] as const
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number]['code']

const SYMBOL_CODES: Record<string, SettingsCurrency> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '₹': 'INR',
}
/** A stored currency as one of the five codes ('€' is 'EUR'), or '' when none or unknown. */
export function currencyCode(value: string | null | undefined): SettingsCurrency | '' {
  if (!value) return ''
  if (SETTINGS_CURRENCIES.some((c) => c.code === value)) return value as SettingsCurrency
  return SYMBOL_CODES[value] ?? ''
}

/** Every option the settings screen may show for a service. */
export type ServiceField =
  | 'name'
  | 'description'
  | 'shifts'
  | 'workingHours'
  | 'emailReqeustEnabled'
  | 'breakSet'
  | 'breakHours'
  | 'isBookable'
  | 'therapiestDriven'
  | 'reservations'
  | 'positional'
  | 'openToPublic'
  | 'publicLink'
  | 'reservationPublicCost'
  | 'closedBetween'
  | 'servedAtArrival'
  | 'ordering'
  | 'instantFinishOrder'
  | 'currency'
  | 'active'
  | 'employeeChatroomEnabled'
  | 'guestBotChatroomEnabled'
  | 'selectedEmployeeGuestChatroom'
  | 'operatingPrice'
  | 'infoType'

const NO_EMAIL_REQUEST: readonly string[] = [
  'reception',
  'kitchen',
  'eventplanning',
  'info',
  'chat',
]

/**
 * The fields the screen shows for a service of `type` with `options` as they stand in the form
 * (spec 001 §2): conditional ones follow the toggles (break hours with the break on; the public
 * link, cost and closed range with open to public; served at arrival with reservations; instant
 * finish with ordering).
 */
export function visibleServiceFields(
  type: string,
  options: Pick<ServiceOptions, 'breakSet' | 'openToPublic' | 'reservations' | 'ordering'>,
): Set<ServiceField> {
  const fields = new Set<ServiceField>()
  const add = (...names: ServiceField[]) => names.forEach((n) => fields.add(n))
  if (type !== 'chat') add('name', 'description', 'shifts', 'workingHours')
  if (!NO_EMAIL_REQUEST.includes(type)) add('emailReqeustEnabled')
  if (type === 'spa') {
    add('breakSet', 'isBookable', 'therapiestDriven')
    if (options.breakSet === true) add('breakHours')
  }
  if (type === 'restaurant' || type === 'pool') {
    add('reservations', 'positional', 'openToPublic')
    if (options.openToPublic === true) add('publicLink', 'reservationPublicCost', 'closedBetween')
    if (options.reservations === true) add('servedAtArrival')
  }
  if (type === 'restaurant' || type === 'roomservice') {
    add('ordering')
    if (options.ordering === true) add('instantFinishOrder')
  }
  if (type === 'eventplanning') add('currency')
  if (type === 'chat')
    add(
      'active',
      'employeeChatroomEnabled',
      'guestBotChatroomEnabled',
      'selectedEmployeeGuestChatroom',
    )
  if (type === 'roomservice') add('operatingPrice')
  if (type === 'info') add('infoType')
  return fields
}

/** The services the settings screen lists: every one but the Manage section itself. */
export function editableServices<S extends { name: string; type: string }>(
  services: readonly S[],
): S[] {
  return services.filter((s) => s.type !== 'manage' && s.name.trim().toLowerCase() !== 'manage')
}

/** What stops a service's save (spec §5): e-mail requests on with a blank e-mail. */
export const EMAIL_EMPTY_WHILE_REQUEST = 'emailEmptyWhileRequestTrue'
/** What warns but saves: an event-planning service without a currency. */
export const CURRENCY_NOT_SELECTED = 'currencyNotSelected'

export interface ServiceSaveCheck {
  /** Codes that stop the save (the field they name). */
  errors: { field: string; code: string }[]
  /** Codes said but saved anyway. */
  warnings: string[]
}

/** The save rules of spec §5 for one service as the form holds it. */
export function checkServiceSave(service: {
  type: string
  email: string
  options: Pick<ServiceOptions, 'emailReqeustEnabled' | 'currency'>
}): ServiceSaveCheck {
  const errors: ServiceSaveCheck['errors'] = []
  const warnings: string[] = []
  if (service.options.emailReqeustEnabled === true && service.email.trim() === '')
    errors.push({ field: 'email', code: EMAIL_EMPTY_WHILE_REQUEST })
  if (service.type === 'eventplanning' && !service.options.currency)
    warnings.push(CURRENCY_NOT_SELECTED)
  return { errors, warnings }
}

/** A whole number from what was typed (operatingPrice, reservationPublicCost are integers). */
export function wholeAmount(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d+([.,]\d*)?$/.test(trimmed)) return null
  return Math.trunc(Number(trimmed.replace(',', '.')))
}

export interface ClockSpan {
  start: { h: number; m: number }
  end: { h: number; m: number }
}
/** Spec §9: a day without working hours shows 00:00 to 00:15. */
export const DEFAULT_HOURS: ClockSpan = { start: { h: 0, m: 0 }, end: { h: 0, m: 15 } }

/** Every day's hours as the form shows them: a day with none gets the default. */
export function weekHoursOrDefault(
  hours: WorkingHours | null | undefined,
): Record<(typeof DAYS)[number], ClockSpan> {
  const out = {} as Record<(typeof DAYS)[number], ClockSpan>
  for (const day of DAYS) out[day] = hours?.[day] ?? DEFAULT_HOURS
  return out
}

/** `HH:MM` as a clock time, or null when not one (00:00 to 24:00). */
export function parseClock(text: string): { h: number; m: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim())
  if (!match) return null
  const h = Number(match[1])
  const m = Number(match[2])
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null
  return { h, m }
}

export const formatClock = (t: { h: number; m: number }): string =>
  `${String(t.h).padStart(2, '0')}:${String(t.m).padStart(2, '0')}`

/** A shift's times `HH:MM`: a shift needs both, and they differ (an end before runs overnight). */
export function shiftProblem(start: string, end: string): 'start_time' | 'end_time' | null {
  if (!/^\d{2}:\d{2}$/.test(start) || parseClock(start) === null) return 'start_time'
  if (!/^\d{2}:\d{2}$/.test(end) || parseClock(end) === null || end === start) return 'end_time'
  return null
}

/** The days a closed-between range is chosen from (spec §9): today and the next 29 days. */
export function closedRangeChoices(today: string): string[] {
  return Array.from({ length: 30 }, (_, i) => addDaysTo(today, i))
}

/** The public page of a service open to the public (spec §2 "public access link"). */
export function publicLink(
  origin: string,
  businessId: string,
  service: { name: string; type: string },
): string {
  const kind =
    service.type === 'spa' ? 'spa' : service.type === 'eventplanning' ? 'mice' : 'reservation'
  return `${origin}/app/public/${kind}/${encodeURIComponent(businessId)}/${encodeURIComponent(service.name)}`
}

/** The flat option fields of updateService, each kept under its own name in `options`. */
const SAME_NAME_OPTIONS = [
  'emailReqeustEnabled',
  'isBookable',
  'reservations',
  'positional',
  'automatic',
  'servedAtArrival',
  'spaFreeable',
  'ordering',
  'therapiestDriven',
  'instantFinishOrder',
  'breakSet',
  'breakHours',
  'operatingPrice',
  'reservationPublicCost',
  'openToPublic',
  'currency',
  'employeeChatroomEnabled',
  'guestBotChatroomEnabled',
] as const

/**
 * The options an updateService body sets (the server's write and the device's own copy alike):
 * `infoType` is `type`, `selectedEmployeeGuestChat` is `selectedEmployeeGuestChatroom`,
 * `isChatActivated` is `active`, the closed-between days are `closedBetween` (both null: none).
 */
export function serviceOptionsPatch(body: UpdateServiceBody): {
  patch: Partial<ServiceOptions>
  problem: { field: string; message: string } | null
} {
  const patch: Record<string, unknown> = {}
  for (const key of SAME_NAME_OPTIONS) if (body[key] !== undefined) patch[key] = body[key]
  if (body.infoType !== undefined) patch.type = body.infoType
  if (body.selectedEmployeeGuestChat !== undefined)
    patch.selectedEmployeeGuestChatroom = body.selectedEmployeeGuestChat
  if (body.isChatActivated !== undefined) patch.active = body.isChatActivated
  const start = body.closedBetweenStart
  const end = body.closedBetweenEnd
  let problem: { field: string; message: string } | null = null
  if (start !== undefined || end !== undefined) {
    if (!start && !end) patch.closedBetween = null
    else if (!start) problem = { field: 'closedBetweenStart', message: 'a day is required' }
    else if (!end) problem = { field: 'closedBetweenEnd', message: 'a day is required' }
    else if (end < start)
      problem = { field: 'closedBetweenEnd', message: 'must not be before the start' }
    else patch.closedBetween = { start, end }
  }
  return { patch, problem }
}
