import { engine } from '../../app/staff/engine.ts'
import type {
  AddServicePayload,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
} from '../../../sync/protocol/index.ts'

/** One save-all: the business's and each service's changes, through the outbox in order. */
export async function saveAll(writes: {
  business: UpdateBusinessBody | null
  services: { update: UpdateServiceBody | null; hours: SetWorkingHoursBody | null }[]
}): Promise<void> {
  if (writes.business) await engine.enqueue('business.update', writes.business)
  for (const s of writes.services) {
    if (s.update) await engine.enqueue('service.update', s.update)
    if (s.hours) await engine.enqueue('service.setWorkingHours', s.hours)
  }
}

/** addService with the client's id; its hours and photo follow in the form. */
export async function addService(payload: AddServicePayload): Promise<void> {
  await engine.enqueue('service.add', payload)
}

/** A picture (compressed in the browser) for a service or the business logo: the outbox. */
export async function uploadPicture(
  kind: 'service' | 'logo',
  businessId: string,
  id: string,
  image: Blob,
): Promise<void> {
  await engine.enqueue('image.upload', { kind, business_id: businessId, id, image })
}
