/*
 * The info pages' synced rows (spec 001 §3 Info, Offer, Store): in the staff shell with
 * SYNC_TABLES (sync.ts). The bodies and payloads are in info.ts, which only the info screen's
 * action area and the server load.
 */
import * as z from 'zod/mini'
import { Id, LocalizedText, Money, Versioned } from './common.ts'

/** An info block of an info service: a title and a text per language, a picture, a link. */
export const Info = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  position: z.int().check(z.nonnegative()),
  title: LocalizedText,
  text: LocalizedText,
  image: z.nullable(z.string()),
  /** http(s) only: the external type's link, or a "read more" of a text block. */
  link: z.nullable(z.string()),
})
export type Info = z.infer<typeof Info>

/** A store (a category of offers, spec §3): name, description, contact, website, picture. */
export const Store = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  name: LocalizedText,
  description: LocalizedText,
  contact: z.string(),
  website: z.nullable(z.string()),
  image: z.nullable(z.string()),
})
export type Store = z.infer<typeof Store>

/** An offer (spec §3): in a store (menuCategory) or on its own; price in the business currency. */
export const Offer = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  store_id: z.nullable(Id),
  name: LocalizedText,
  description: LocalizedText,
  /** Null: no price shown (a place on the map). */
  price: z.nullable(Money),
  website: z.nullable(z.string()),
  contact: z.string(),
  maps_link: z.nullable(z.string()),
  image: z.nullable(z.string()),
})
export type Offer = z.infer<typeof Offer>
