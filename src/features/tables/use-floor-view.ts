import { useCallback, useMemo, useState, type KeyboardEvent } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { floorOf, readableFactor } from './floor-geometry.ts'
import { clampView, fitTables, viewForKey, WHOLE_FLOOR, type FloorView } from './floor-view.ts'

/**
 * The floor as the plan draws it and the staff's zoom and pan: tables as large as the plan allows
 * at its fitted zoom (from their saved places, so steady while they are moved), the view fitted
 * to the tables (the whole floor while moving them) until the staff zoom or pan, and the plan's
 * keys (+, −, 0, arrows).
 */
export function useFloorView(
  tables: readonly DiningTable[],
  width: number,
  aspect: number | null,
  moving: boolean,
) {
  const tableFactor = useMemo(() => {
    const bare = floorOf(width, aspect)
    return readableFactor(tables, bare, fitTables(tables, bare).scale)
  }, [tables, width, aspect])
  const floor = useMemo(
    () => ({ ...floorOf(width, aspect), tableFactor }),
    [width, aspect, tableFactor],
  )
  const fit = useMemo(
    () => (moving ? WHOLE_FLOOR : fitTables(tables, floor)),
    [moving, tables, floor],
  )
  const [zoomed, setZoomed] = useState<FloorView | null>(null)
  const view = zoomed ? clampView(zoomed, floor) : fit
  const onView = useCallback((next: FloorView) => setZoomed(next), [])
  /** Back to the fitted view. */
  const reset = useCallback(() => setZoomed(null), [])
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    const next = viewForKey(event.key, view, fit, floor)
    if (!next) return
    event.preventDefault()
    setZoomed(next === fit ? null : next)
  }
  return { floor, view, fitted: zoomed === null, onView, reset, onKey }
}
