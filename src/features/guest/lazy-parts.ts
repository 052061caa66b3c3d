/**
 * The parts of the menu page that only a tap opens (item sheet, cart sheet, confirmation) load
 * on demand, keeping the route's first load inside its budget. A pointer-down on an item or on
 * the cart bar starts the download before the click lands.
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

const loadArticleSheet = () => import('./ArticleSheet.tsx')
const loadCartSheet = () => import('./CartSheet.tsx')
const loadOrderPlaced = () => import('./OrderPlaced.tsx')
const loadMyOrders = () => import('./MyOrders.tsx')
const loadTableJoin = () => import('./TableJoin.tsx')
const loadTableLive = () => import('./TableLive.tsx')
/** Ordering ahead: the reservation's card is with the table booking, and so are its texts. */
const loadReservationAhead = () =>
  Promise.all([
    import('../guest-reservation/ReservationAhead.tsx'),
    loadCatalog(parseLocale(i18n.locale), 'guest-reservation'),
  ]).then(([m]) => m)

export const LazyArticleSheet = lazy(() =>
  loadArticleSheet().then((m) => ({ default: m.ArticleSheet })),
)
export const LazyCartSheet = lazy(() => loadCartSheet().then((m) => ({ default: m.CartSheet })))
export const LazyOrderPlaced = lazy(() =>
  loadOrderPlaced().then((m) => ({ default: m.TrackedOrderPlaced })),
)

/** A table phone's orders: shown only once it has some. */
export const LazyMyOrders = lazy(() => loadMyOrders().then((m) => ({ default: m.MyOrders })))

/** Sharing a table's order: shown only when the table has another phone's order or a request. */
export const LazyJoinCard = lazy(() => loadTableJoin().then((m) => ({ default: m.JoinCard })))
export const LazyJoinRequests = lazy(() =>
  loadTableJoin().then((m) => ({ default: m.JoinRequests })),
)

/** A table phone's live orders (only once it has ordered here or asks to join). */
export const LazyTableLive = lazy(() => loadTableLive().then((m) => ({ default: m.TableLive })))

/** The table reservation a room guest orders ahead for (GuestMenuForReservation only). */
export const LazyReservationAhead = lazy(() =>
  loadReservationAhead().then((m) => ({ default: m.ReservationAhead })),
)

export function preloadSheets() {
  void loadArticleSheet()
  void loadCartSheet()
}

export function preloadOrderPlaced() {
  void loadOrderPlaced()
}
