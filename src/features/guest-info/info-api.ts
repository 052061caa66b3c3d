/** The info page's reads (docs/api.md "Info pages"): public by service, without zod. */
import type { Info, Offer, Store } from '../../../sync/protocol/info-rows.ts'
import { INFO_BASE } from '../../../sync/protocol/rules/index.ts'
import { FormatError, request } from '../guest/http.ts'

export type InfoContent = { infos: Info[]; offers: Offer[]; stores: Store[] }

const list = async <T>(path: string, signal: AbortSignal): Promise<T[]> => {
  const reply = await request<T[]>('GET', `${INFO_BASE}/${path}`, { signal })
  if (!Array.isArray(reply)) throw new FormatError(path)
  return reply
}

/** What the view of an info type needs: infos for text and external, offers and stores else. */
export async function getInfoContent(
  serviceId: string,
  view: 'text' | 'external' | 'single' | 'category',
  signal: AbortSignal,
): Promise<InfoContent> {
  const id = encodeURIComponent(serviceId)
  const [infos, offers, stores] = await Promise.all([
    view === 'text' || view === 'external'
      ? list<Info>(`getInfosByServiceID/${id}`, signal)
      : Promise.resolve([]),
    view === 'single' || view === 'category'
      ? list<Offer>(`getOffersByServiceID/${id}`, signal)
      : Promise.resolve([]),
    view === 'category' ? list<Store>(`getStoresByServiceID/${id}`, signal) : Promise.resolve([]),
  ])
  return { infos, offers, stores }
}
