import { randomUUID } from 'node:crypto'
import { addDaysTo, todayIn } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import type { NextVersion } from './domain/versioning.ts'
import { DEMO_TIME_ZONE } from './seed-data.ts'

/*
 * The demo hotel's promotions and discounts (issue 18): a current spa promotion the guests see
 * on the room page, a past one in the manager's past list, and a current discount on one dish
 * (Prosciutto and cheese, which no test prices), so the struck price shows on the restaurant's
 * menu at once.
 */
export const DEMO_DISCOUNTED_DISH = 'Prosciutto and cheese'

export async function seedDemoPromotions(
  tx: Tx,
  v: NextVersion,
  demo: {
    businessId: string
    spaId: string
    articles: readonly { id: string; name: { en: string } }[]
  },
): Promise<void> {
  const day = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)
  const dish = demo.articles.find((a) => a.name.en === DEMO_DISCOUNTED_DISH)
  if (dish) {
    await tx.insert(t.discounts).values({
      id: randomUUID(),
      businessId: demo.businessId,
      version: await v(),
      name: 'Aperitivo week',
      items: [dish.id],
      amount: 15,
      startDate: day(-2),
      endDate: day(12),
      type: 'menu',
      category: null,
    })
  }
  await tx.insert(t.promotions).values([
    {
      id: randomUUID(),
      businessId: demo.businessId,
      version: await v(),
      name: 'Spa days',
      description: 'Book a massage this week and unwind after the beach.',
      startDate: day(-1),
      endDate: day(13),
      type: 'service',
      link: demo.spaId,
      discountId: null,
      image: null,
    },
    {
      id: randomUUID(),
      businessId: demo.businessId,
      version: await v(),
      name: 'Wine evening',
      description: 'Local wines on the terrace.',
      startDate: day(-30),
      endDate: day(-20),
      type: 'external',
      link: 'https://aurora.example/wine',
      discountId: null,
      image: null,
    },
  ])
}
