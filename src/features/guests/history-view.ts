import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { Guest, GuestHistory, GuestStay, Order } from '../../../sync/protocol/index.ts'

/** The sub-service selector of the guest history (spec section 2). */
export const SUB_SERVICES = ['orders', 'reservations', 'appointments'] as const
export type SubService = (typeof SUB_SERVICES)[number]

/**
 * One tab of the guest history: a stay, named by its room, or what belongs to none of the guest's
 * stays (`stay` null). `loaded` false: the stay is known from the guests table, its orders are
 * not on this device (the history was never fetched here).
 */
export interface HistoryTab {
  key: string
  stay: Pick<GuestStay, '_id' | 'room_name' | 'arrival' | 'checkout' | 'status'> | null
  loaded: boolean
  orders: Order[]
  reservations: unknown[]
  appointments: unknown[]
}

export const OUTSIDE_STAYS = 'outside'

/**
 * The tabs: one per stay, newest first, from the fetched (or kept) history; without one, the
 * stays of the synced guest row, not loaded. A last tab holds what belongs to no stay, when
 * there is any (an order at a restaurant table linked to the guest).
 */
export function historyTabs(
  guest: Pick<Guest, 'stays'> | null | undefined,
  history: GuestHistory | null | undefined,
): HistoryTab[] {
  if (!history) {
    return (guest?.stays ?? []).map((stay) => ({
      key: stay._id,
      stay,
      loaded: false,
      orders: [],
      reservations: [],
      appointments: [],
    }))
  }
  const tabs: HistoryTab[] = history.stays.map((stay) => ({
    key: stay._id,
    stay,
    loaded: true,
    orders: stay.orders,
    reservations: stay.reservations,
    appointments: stay.appointments,
  }))
  const outside = [history.orders, history.reservations, history.appointments]
  if (outside.some((list) => list.length > 0)) {
    tabs.push({
      key: OUTSIDE_STAYS,
      stay: null,
      loaded: true,
      orders: history.orders,
      reservations: history.reservations,
      appointments: history.appointments,
    })
  }
  return tabs
}

/** The tab shown: the one chosen if it still exists, else the first. */
export function chosenTab(tabs: readonly HistoryTab[], key: string | null): HistoryTab | undefined {
  return tabs.find((t) => t.key === key) ?? tabs[0]
}

/** How many entries each sub-service has in a tab. */
export function subServiceCounts(tab: HistoryTab): Record<SubService, number> {
  return {
    orders: tab.orders.length,
    reservations: tab.reservations.length,
    appointments: tab.appointments.length,
  }
}

/** What a stay's orders came to: declined ones left out, as on the invoice. */
export function ordersTotal(orders: readonly Order[]): number {
  return orders.filter((o) => o.status !== 'Declined').reduce((sum, o) => sum + orderTotal(o), 0)
}

/** Newest first. */
export const byTimeDesc = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => b.time.localeCompare(a.time))

/** How the last attempt to fetch the history went (sync/guests.ts), or that it is under way. */
export type FetchState =
  | { kind: 'loading' }
  | { kind: 'ok' }
  | { kind: 'network' }
  | { kind: 'refused'; status: number; message: string }

/** What the screen tells above the tabs. */
export type HistoryNotice =
  /** Nothing kept, asking the server. */
  | 'loading'
  /** The server cannot be reached: the history kept on the device, as of when it was fetched. */
  | 'offlineKept'
  /** The server cannot be reached and nothing is kept: it needs the connection. */
  | 'offlineNone'
  /** The server does not have the guest (any more). */
  | 'notFound'
  /** The server refused (not reception, another hotel's …). */
  | 'refused'
  | null

export function historyNotice(state: FetchState, kept: boolean): HistoryNotice {
  switch (state.kind) {
    case 'loading':
      return kept ? null : 'loading'
    case 'ok':
      return null
    case 'network':
      return kept ? 'offlineKept' : 'offlineNone'
    case 'refused':
      return state.status === 404 ? 'notFound' : 'refused'
  }
}
