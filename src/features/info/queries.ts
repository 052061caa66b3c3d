import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Info, Offer, Store } from '../../../sync/protocol/index.ts'
import { byPosition } from '../../../sync/protocol/rules/index.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'

export interface InfoRows {
  /** The service's infos in their order. */
  infos: Info[]
  stores: Store[]
  offers: Offer[]
  marks: { infos: OutboxMarks; stores: OutboxMarks; offers: OutboxMarks }
  /** Pictures waiting in the outbox, by row id. */
  photos: ReadonlyMap<string, Blob>
}

const byName = <R extends { name: { en: string }; _id: string }>(a: R, b: R) =>
  a.name.en.localeCompare(b.name.en) || a._id.localeCompare(b._id)

/** An info service's infos, stores, offers and their outbox marks, live (offline too). */
export function useInfoRows(serviceId: string, accountId: string): InfoRows | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', [db.infos, db.stores, db.offers, db.outbox], async () => {
        const [infos, stores, offers, outbox] = await Promise.all([
          db.infos.where('service_id').equals(serviceId).toArray(),
          db.stores.where('service_id').equals(serviceId).toArray(),
          db.offers.where('service_id').equals(serviceId).toArray(),
          db.outbox.orderBy('seq').toArray(),
        ])
        const own = outbox.filter((r) => r.accountId === accountId)
        const photos = new Map<string, Blob>()
        for (const row of own) {
          if (row.type !== 'image.upload' || row.state === 'failed') continue
          const p = row.payload as { id: string; image: Blob }
          photos.set(p.id, p.image)
        }
        return {
          infos: byPosition(infos),
          stores: stores.sort(byName),
          offers: offers.sort(byName),
          marks: {
            infos: outboxMarks(own, 'infos'),
            stores: outboxMarks(own, 'stores'),
            offers: outboxMarks(own, 'offers'),
          },
          photos,
        }
      }),
    [serviceId, accountId],
  )
}
