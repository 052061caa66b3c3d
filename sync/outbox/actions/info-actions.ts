import {
  ChangeOrderInfoBody,
  InfoCreatePayload,
  InfoIdBody,
  OfferCreatePayload,
  OfferIdBody,
  StoreCreatePayload,
  StoreIdBody,
  UpdateInfoBody,
  UpdateOfferBody,
  UpdateStoreBody,
} from '../../protocol/action-schemas.ts'
import { roundMoney } from '../../protocol/rules/index.ts'
import type { AreaActions } from './areas.ts'
import { createAction, deleteAction, endpointRequest, manyAction, updateAction } from './kinds.ts'

/*
 * The info screen (HotelInfo, spec 001 §2): infos (ordered), stores and offers of an info
 * service, each created with the device's id, edited field by field, deleted; the infos' order
 * as one multi-row action (changeOrderInfoObjects). The server needs itemsWrite on the service.
 */

/** The fields an edit sends, without the ones left out (undefined). */
const fieldsOf = ({ _id: _, ...fields }: Record<string, unknown> & { _id: string }) => {
  const patch: Record<string, unknown> = { ...fields }
  for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
  if (typeof patch.price === 'number') patch.price = roundMoney(patch.price)
  return patch
}

export const INFO_ACTIONS: AreaActions<'info'> = {
  'info.create': createAction({
    type: 'info.create',
    table: 'infos',
    payload: InfoCreatePayload,
    id: (p) => p._id,
    build: (p) => ({
      _id: p._id,
      business_id: p.business_id,
      service_id: p.service_id,
      position: p.position ?? 0,
      title: p.title,
      text: p.text ?? { en: '' },
      image: null,
      link: p.link ?? null,
    }),
    request: endpointRequest('info.create'),
  }),
  'info.update': updateAction({
    type: 'info.update',
    table: 'infos',
    payload: UpdateInfoBody,
    id: (p) => p._id,
    patch: fieldsOf,
    request: endpointRequest('info.update'),
  }),
  'info.delete': deleteAction({
    type: 'info.delete',
    table: 'infos',
    payload: InfoIdBody,
    id: (p) => p.info_id,
    request: endpointRequest('info.delete'),
  }),
  /** A drag or a move button: PUT changeOrderInfoObjects {business_id, serviceId, infos} -> {infos}. */
  'info.reorder': manyAction({
    type: 'info.reorder',
    table: 'infos',
    payload: ChangeOrderInfoBody,
    items: (p) => p.infos,
    id: (i) => i._id,
    patch: (i) => ({ position: i.position }),
    request: endpointRequest('info.reorder'),
    replyRows: (body) => {
      const rows = (body as { infos?: unknown } | null)?.infos
      return Array.isArray(rows) ? (rows as unknown[]) : []
    },
  }),
  'store.create': createAction({
    type: 'store.create',
    table: 'stores',
    payload: StoreCreatePayload,
    id: (p) => p._id,
    build: (p) => ({
      _id: p._id,
      business_id: p.business_id,
      service_id: p.service_id,
      name: p.name,
      description: p.description ?? { en: '' },
      contact: p.contact ?? '',
      website: p.website ?? null,
      image: null,
    }),
    request: endpointRequest('store.create'),
  }),
  'store.update': updateAction({
    type: 'store.update',
    table: 'stores',
    payload: UpdateStoreBody,
    id: (p) => p._id,
    patch: fieldsOf,
    request: endpointRequest('store.update'),
  }),
  'store.delete': deleteAction({
    type: 'store.delete',
    table: 'stores',
    payload: StoreIdBody,
    id: (p) => p.store_id,
    request: endpointRequest('store.delete'),
  }),
  'offer.create': createAction({
    type: 'offer.create',
    table: 'offers',
    payload: OfferCreatePayload,
    id: (p) => p._id,
    build: (p) => ({
      _id: p._id,
      business_id: p.business_id,
      service_id: p.service_id,
      store_id: p.store_id ?? null,
      name: p.name,
      description: p.description ?? { en: '' },
      price: p.price === undefined || p.price === null ? null : roundMoney(p.price),
      website: p.website ?? null,
      contact: p.contact ?? '',
      maps_link: p.maps_link ?? null,
      image: null,
    }),
    request: endpointRequest('offer.create'),
  }),
  'offer.update': updateAction({
    type: 'offer.update',
    table: 'offers',
    payload: UpdateOfferBody,
    id: (p) => p._id,
    patch: fieldsOf,
    request: endpointRequest('offer.update'),
  }),
  'offer.delete': deleteAction({
    type: 'offer.delete',
    table: 'offers',
    payload: OfferIdBody,
    id: (p) => p.offer_id,
    request: endpointRequest('offer.delete'),
  }),
}
