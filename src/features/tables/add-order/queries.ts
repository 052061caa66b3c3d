import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../../sync/index.ts'
import type { MenuSection } from '../../guest/menu-sections.ts'
import { serviceMenu } from './order-draft.ts'

/** The service's menu from IndexedDB (offline too); undefined while IndexedDB answers. */
export function useServiceMenu(serviceId: string): MenuSection[] | undefined {
  return useLiveQuery(async () => {
    const [categories, articles] = await Promise.all([
      db.categories.toArray(),
      db.articles.toArray(),
    ])
    return serviceMenu(serviceId, categories, articles)
  }, [serviceId])
}
