import * as z from 'zod/mini'
import { ClientId, Id } from './common.ts'
import { Price } from './menu.ts'
import { INFO_LIMITS } from './rules/info.ts'
import { LINK_PATTERN } from './rules/rooms.ts'

export * from './rules/info.ts'
export * from './info-rows.ts'

/*
 * The bodies of api/v2/info (spec 001 §7) and the outbox payloads of the info screen. Texts are
 * bounded; links are http(s) only; a price is 0 or more in the business currency (or null).
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const Localized = (max: number, required?: string) =>
  z.object({
    en: required
      ? z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max))
      : text(max),
    srb: z.optional(text(max)),
    cro: z.optional(text(max)),
  })

/** An http(s) URL, or null for none. */
const Link = z.nullable(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(INFO_LIMITS.url),
      z.regex(LINK_PATTERN, 'must start with http:// or https://'),
    ),
)

const InfoFields = {
  service_id: Id,
  title: Localized(INFO_LIMITS.title, 'title.en is required'),
  text: z.optional(Localized(INFO_LIMITS.text)),
  link: z.optional(Link),
  position: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
}
/** createInfo: the client's id (optional), the business and the info service. */
export const CreateInfoBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...InfoFields,
})
export type CreateInfoBody = z.infer<typeof CreateInfoBody>
/** The outbox's create: the device always sends its own id. */
export const InfoCreatePayload = z.extend(CreateInfoBody, { _id: ClientId })
export type InfoCreatePayload = z.infer<typeof InfoCreatePayload>
/** updateInfo: the id and the fields that change (the service stays). */
const { service_id: _infoService, ...InfoEditable } = InfoFields
export const UpdateInfoBody = z.extend(z.partial(z.object(InfoEditable)), { _id: Id })
export type UpdateInfoBody = z.infer<typeof UpdateInfoBody>
export const InfoIdBody = z.object({ info_id: Id })
export type InfoIdBody = z.infer<typeof InfoIdBody>

/** changeOrderInfoObjects {business_id, serviceId, infos}: the new order, all or nothing. */
export const ChangeOrderInfoBody = z.object({
  business_id: Id,
  serviceId: Id,
  infos: z.array(z.object({ _id: Id, position: z.int().check(z.gte(0), z.lte(100_000)) })).check(
    z.minLength(1, 'infos must not be empty'),
    z.maxLength(500),
    z.refine((list) => new Set(list.map((p) => p._id)).size === list.length, {
      message: 'each info may appear once',
    }),
  ),
})
export type ChangeOrderInfoBody = z.infer<typeof ChangeOrderInfoBody>

const StoreFields = {
  service_id: Id,
  name: Localized(INFO_LIMITS.name, 'name.en is required'),
  description: z.optional(Localized(INFO_LIMITS.description)),
  contact: z.optional(text(INFO_LIMITS.contact)),
  website: z.optional(Link),
}
export const CreateStoreBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...StoreFields,
})
export type CreateStoreBody = z.infer<typeof CreateStoreBody>
export const StoreCreatePayload = z.extend(CreateStoreBody, { _id: ClientId })
export type StoreCreatePayload = z.infer<typeof StoreCreatePayload>
const { service_id: _storeService, ...StoreEditable } = StoreFields
export const UpdateStoreBody = z.extend(z.partial(z.object(StoreEditable)), { _id: Id })
export type UpdateStoreBody = z.infer<typeof UpdateStoreBody>
export const StoreIdBody = z.object({ store_id: Id })
export type StoreIdBody = z.infer<typeof StoreIdBody>

const OfferFields = {
  service_id: Id,
  store_id: z.optional(z.nullable(Id)),
  name: Localized(INFO_LIMITS.name, 'name.en is required'),
  description: z.optional(Localized(INFO_LIMITS.description)),
  price: z.optional(z.nullable(Price)),
  website: z.optional(Link),
  contact: z.optional(text(INFO_LIMITS.contact)),
  maps_link: z.optional(Link),
}
export const CreateOfferBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...OfferFields,
})
export type CreateOfferBody = z.infer<typeof CreateOfferBody>
export const OfferCreatePayload = z.extend(CreateOfferBody, { _id: ClientId })
export type OfferCreatePayload = z.infer<typeof OfferCreatePayload>
const { service_id: _offerService, ...OfferEditable } = OfferFields
export const UpdateOfferBody = z.extend(z.partial(z.object(OfferEditable)), { _id: Id })
export type UpdateOfferBody = z.infer<typeof UpdateOfferBody>
export const OfferIdBody = z.object({ offer_id: Id })
export type OfferIdBody = z.infer<typeof OfferIdBody>
