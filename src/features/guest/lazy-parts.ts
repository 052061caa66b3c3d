/**
 * The parts of the menu page that only a tap opens (item sheet, cart sheet, confirmation) load
 * on demand, keeping the route's first load inside its budget. A pointer-down on an item or on
 * the cart bar starts the download before the click lands.
 */
import { lazy } from 'react'

const loadArticleSheet = () => import('./ArticleSheet.tsx')
const loadCartSheet = () => import('./CartSheet.tsx')
const loadOrderPlaced = () => import('./OrderPlaced.tsx')

export const LazyArticleSheet = lazy(() =>
  loadArticleSheet().then((m) => ({ default: m.ArticleSheet })),
)
export const LazyCartSheet = lazy(() => loadCartSheet().then((m) => ({ default: m.CartSheet })))
export const LazyOrderPlaced = lazy(() =>
  loadOrderPlaced().then((m) => ({ default: m.OrderPlaced })),
)

export function preloadSheets() {
  void loadArticleSheet()
  void loadCartSheet()
}

export function preloadOrderPlaced() {
  void loadOrderPlaced()
}
