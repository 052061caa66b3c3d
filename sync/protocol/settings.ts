import * as z from 'zod/mini'
import { ClientId, Id, IsoDate, Language } from './common.ts'
import { CURRENCIES } from './rules/business.ts'
import { isTimeZone } from './rules/hotel-clock.ts'
import { isValidEmail } from './rules/validators.ts'
import { DayHours, ServiceOptions, ServiceType, WorkingHours } from './service.ts'
import { BUSINESS_LEGAL_FIELDS, SERVICE_LEGAL_FIELDS } from './settings-legal.ts'

export * from './rules/settings.ts'

/*
 * The bodies of the business and service settings (spec 001 §7 Business and service;
 * docs/api.md "Business and service settings"). Flat as the spec sends them.
 */

const Name = z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(200))
const Description = z.string().check(z.maxLength(4000))
/** A service's or business's e-mail: empty, or an address. */
const OptionalEmail = z.string().check(
  z.trim(),
  z.maxLength(254),
  z.refine((v) => v === '' || isValidEmail(v), 'must be an e-mail address like name@hotel.com'),
)
const Clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'))
export const ShiftInput = z.object({ id: Id, start_time: Clock, end_time: Clock })

/** updateBusiness: any of the business's own fields (owner or manager). */
export const UpdateBusinessBody = z.object({
  /** Optional: when given it must be the caller's business. */
  business_id: z.optional(Id),
  name: z.optional(Name),
  email: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(254),
        z.refine(isValidEmail, 'must be an e-mail address like name@hotel.com'),
      ),
  ),
  currency: z.optional(z.enum(CURRENCIES)),
  /** The IANA time zone of the hotel's wall clock; every day and hour is read in it. */
  time_zone: z.optional(
    z.string().check(z.refine(isTimeZone, 'must be an IANA time zone such as Europe/Belgrade')),
  ),
  languages: z.optional(z.array(Language).check(z.minLength(1), z.maxLength(3))),
  /** The legal name, address and tax number printed on the invoice (settings-legal.ts). */
  ...BUSINESS_LEGAL_FIELDS,
})
export type UpdateBusinessBody = z.infer<typeof UpdateBusinessBody>

const Whole = z.int().check(z.nonnegative(), z.lte(1_000_000_000))

/** updateService (spec 001 §7): the service's id and the fields that change (any subset). */
export const UpdateServiceBody = z.object({
  service_id: Id,
  /** The service's type; it cannot change (400 when another). */
  type: z.optional(ServiceType),
  name: z.optional(Name),
  description: z.optional(Description),
  email: z.optional(OptionalEmail),
  emailReqeustEnabled: z.optional(z.boolean()),
  shifts: z.optional(z.array(ShiftInput).check(z.maxLength(50))),
  isBookable: z.optional(z.boolean()),
  reservations: z.optional(z.boolean()),
  positional: z.optional(z.boolean()),
  automatic: z.optional(z.boolean()),
  servedAtArrival: z.optional(z.boolean()),
  spaFreeable: z.optional(z.boolean()),
  ordering: z.optional(z.boolean()),
  therapiestDriven: z.optional(z.boolean()),
  instantFinishOrder: z.optional(z.boolean()),
  breakSet: z.optional(z.boolean()),
  breakHours: z.optional(z.nullable(DayHours)),
  /** Integers (spec §5). */
  operatingPrice: z.optional(Whole),
  reservationPublicCost: z.optional(Whole),
  openToPublic: z.optional(z.boolean()),
  /** One of the currencies, or '' (event planning warns currencyNotSelected but saves). */
  currency: z.optional(
    z.string().check(z.refine((v) => v === '' || (CURRENCIES as readonly string[]).includes(v))),
  ),
  /** Both days or both null (reopen). */
  closedBetweenStart: z.optional(z.nullable(IsoDate)),
  closedBetweenEnd: z.optional(z.nullable(IsoDate)),
  infoType: z.optional(z.string().check(z.maxLength(40))),
  employeeChatroomEnabled: z.optional(z.boolean()),
  guestBotChatroomEnabled: z.optional(z.boolean()),
  selectedEmployeeGuestChat: z.optional(z.nullable(Id)),
  isChatActivated: z.optional(z.boolean()),
  /** The name in srb and cro, the VAT rate (settings-legal.ts). */
  ...SERVICE_LEGAL_FIELDS,
})
export type UpdateServiceBody = z.infer<typeof UpdateServiceBody>

/** addService: a new service of the business (then its working hours and photo). */
export const AddServiceBody = z.object({
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  name: Name,
  type: ServiceType,
  description: z.optional(Description),
  email: z.optional(OptionalEmail),
  options: z.optional(ServiceOptions),
  ...SERVICE_LEGAL_FIELDS,
})
export type AddServiceBody = z.infer<typeof AddServiceBody>
/** The outbox's addService: the client always sends its own id. */
export const AddServicePayload = z.extend(AddServiceBody, { _id: ClientId })
export type AddServicePayload = z.infer<typeof AddServicePayload>

/** setWokringHours (spelled as the spec): a service's hours per day; a day left out has none. */
export const SetWorkingHoursBody = z.object({
  business_id: Id,
  service_id: Id,
  hours: WorkingHours,
})
export type SetWorkingHoursBody = z.infer<typeof SetWorkingHoursBody>
