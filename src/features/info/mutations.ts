import { engine } from '../../app/staff/engine.ts'
import type { InfoPositions } from '../../../sync/protocol/rules/index.ts'
import type { EntryKind } from './entry-draft.ts'

/*
 * The info screen's writes, all through the outbox (offline too): a create with the device's
 * id, an edit with its fields, a delete, the infos' order, and a picture after its row.
 */

export interface EntryTarget {
  businessId: string
  serviceId: string
}

/** Saves a new row (existing null) or the fields of one; then its picture, if one was chosen. */
export async function saveEntry(
  kind: EntryKind,
  target: EntryTarget,
  fields: Record<string, unknown>,
  existing: { _id: string } | null,
  extra: { position?: number; photo?: Blob | null } = {},
): Promise<void> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) {
    await engine.enqueue(`${kind}.update`, { _id: id, ...fields })
  } else {
    const position =
      kind === 'info' && extra.position !== undefined ? { position: extra.position } : {}
    await engine.enqueue(`${kind}.create`, {
      _id: id,
      business_id: target.businessId,
      service_id: target.serviceId,
      ...fields,
      ...position,
    } as never)
  }
  if (extra.photo)
    await engine.enqueue('image.upload', {
      kind,
      business_id: target.businessId,
      id,
      image: extra.photo,
    })
}

export async function deleteEntry(kind: EntryKind, id: string): Promise<void> {
  if (kind === 'info') await engine.enqueue('info.delete', { info_id: id })
  else if (kind === 'store') await engine.enqueue('store.delete', { store_id: id })
  else await engine.enqueue('offer.delete', { offer_id: id })
}

/** The infos' new order (a drag or a move button): changeOrderInfoObjects. */
export async function reorderInfos(target: EntryTarget, infos: InfoPositions): Promise<void> {
  await engine.enqueue('info.reorder', {
    business_id: target.businessId,
    serviceId: target.serviceId,
    infos,
  })
}
