import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Discount, Promotion } from '../../../sync/protocol/index.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'

export interface DatedData<R> {
  rows: R[]
  /** This account's actions on them still waiting or refused. */
  marks: OutboxMarks
}

/** The promotions and their outbox marks in one live query (offline too). */
export function usePromotions(accountId: string): DatedData<Promotion> | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', [db.promotions, db.outbox], async () => {
        const [rows, outbox] = await Promise.all([
          db.promotions.toArray(),
          db.outbox.orderBy('seq').toArray(),
        ])
        const own = outbox.filter((r) => r.accountId === accountId)
        return { rows, marks: outboxMarks(own, 'promotions') }
      }),
    [accountId],
  )
}

/** The discounts and their outbox marks in one live query (offline too). */
export function useDiscounts(accountId: string): DatedData<Discount> | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', [db.discounts, db.outbox], async () => {
        const [rows, outbox] = await Promise.all([
          db.discounts.toArray(),
          db.outbox.orderBy('seq').toArray(),
        ])
        const own = outbox.filter((r) => r.accountId === accountId)
        return { rows, marks: outboxMarks(own, 'discounts') }
      }),
    [accountId],
  )
}

/** What a discount can name: a menu item or a treatment, with its price and where it is. */
export interface Discountable {
  _id: string
  name: { en: string; srb?: string | undefined; cro?: string | undefined }
  price: number
  service_id: string
}

/** The menu's items (purchases, not requests) and the spa's treatments, from IndexedDB. */
export function useDiscountables(): { menu: Discountable[]; spa: Discountable[] } | undefined {
  return useLiveQuery(async () => {
    const [articles, treatments] = await Promise.all([
      db.articles.toArray(),
      db.treatments.toArray(),
    ])
    return {
      menu: articles.filter((a) => (a.kind ?? 'item') === 'item'),
      spa: treatments,
    }
  }, [])
}
