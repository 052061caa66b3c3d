import {
  changeOrderInfos,
  createInfo,
  createOffer,
  createStore,
  deleteInfo,
  deleteOffer,
  deleteStore,
  updateInfo,
  updateOffer,
  updateStore,
} from '../info/catalog.ts'
import type { StaffWrite } from './types.ts'

/* The info screen's writes (api/v2/info), as their REST paths answer them. */

export const INFO_WRITES = {
  'info.create': { type: 'info.create', run: createInfo },
  'info.update': { type: 'info.update', run: updateInfo },
  'info.delete': { type: 'info.delete', run: (tx, staff, p) => deleteInfo(tx, staff, p.info_id) },
  'info.reorder': { type: 'info.reorder', run: changeOrderInfos },
  'store.create': { type: 'store.create', run: createStore },
  'store.update': { type: 'store.update', run: updateStore },
  'store.delete': {
    type: 'store.delete',
    run: (tx, staff, p) => deleteStore(tx, staff, p.store_id),
  },
  'offer.create': { type: 'offer.create', run: createOffer },
  'offer.update': { type: 'offer.update', run: updateOffer },
  'offer.delete': {
    type: 'offer.delete',
    run: (tx, staff, p) => deleteOffer(tx, staff, p.offer_id),
  },
} as const satisfies {
  [
    K in
      | 'info.create'
      | 'info.update'
      | 'info.delete'
      | 'info.reorder'
      | 'store.create'
      | 'store.update'
      | 'store.delete'
      | 'offer.create'
      | 'offer.update'
      | 'offer.delete'
  ]: StaffWrite<K>
}
