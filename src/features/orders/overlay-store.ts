import { create } from 'zustand'
import type { OrderStatus } from '../../../sync/protocol/index.ts'
import { OVERLAY_MS, pruneOverlay, type Overlay } from './overlay.ts'

interface OverlayStore {
  overlay: Overlay
  show: (ids: readonly string[], status: OrderStatus) => void
  drop: (ids: readonly string[]) => void
  prune: (orders: Parameters<typeof pruneOverlay>[1]) => void
}

export const useOverlayStore = create<OverlayStore>((set) => ({
  overlay: new Map(),
  show(ids, status) {
    set(({ overlay }) => {
      const next = new Map(overlay)
      for (const id of ids) next.set(id, { status, until: Date.now() + OVERLAY_MS })
      return { overlay: next }
    })
    // Re-render once it has expired, so a late or refused write never stays hidden.
    setTimeout(
      () => set(({ overlay }) => ({ overlay: pruneOverlay(overlay, [], Date.now()) })),
      OVERLAY_MS + 10,
    )
  },
  drop(ids) {
    set(({ overlay }) => {
      const next = new Map(overlay)
      for (const id of ids) next.delete(id)
      return { overlay: next }
    })
  },
  prune(orders) {
    set(({ overlay }) => ({ overlay: pruneOverlay(overlay, orders, Date.now()) }))
  },
}))
