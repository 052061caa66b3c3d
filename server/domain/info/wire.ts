import type { Info, Offer, Store } from '../../../sync/protocol/index.ts'
import type { infoOffers, infoStores, infos } from '../../db/schema.ts'

export type InfoRow = typeof infos.$inferSelect
export type StoreRow = typeof infoStores.$inferSelect
export type OfferRow = typeof infoOffers.$inferSelect

export const infoToWire = (r: InfoRow): Info => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  position: r.position,
  title: r.title,
  text: r.text,
  image: r.image,
  link: r.link,
  version: r.version,
})

export const storeToWire = (r: StoreRow): Store => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  name: r.name,
  description: r.description,
  contact: r.contact,
  website: r.website,
  image: r.image,
  version: r.version,
})

export const offerToWire = (r: OfferRow): Offer => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  store_id: r.storeId,
  name: r.name,
  description: r.description,
  price: r.price,
  website: r.website,
  contact: r.contact,
  maps_link: r.mapsLink,
  image: r.image,
  version: r.version,
})
