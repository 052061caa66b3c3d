import type { DiningTable } from '../../../sync/protocol/index.ts'
import { footprint, TABLE_SIZE_SHARE, type Floor } from './floor-geometry.ts'

/**
 * How the floor is shown in its box: scaled by `scale` (1: the whole floor fills the box) and
 * shifted by x, y pixels. The box is the floor's own size, so at scale 1 nothing is cut off.
 */
export interface FloorView {
  scale: number
  x: number
  y: number
}

export const WHOLE_FLOOR: FloorView = { scale: 1, x: 0, y: 0 }
export const MAX_SCALE = 4
/** One zoom step of the buttons and the + and − keys. */
export const ZOOM_STEP = 1.25
/** One arrow key press pans by this share of the box. */
export const PAN_STEP = 0.1

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v))

/** The view kept sensible: scale 1 to MAX_SCALE, and the floor always covering the box. */
export function clampView(view: FloorView, floor: Floor): FloorView {
  const scale = clamp(view.scale, 1, MAX_SCALE)
  return {
    scale,
    x: clamp(view.x, floor.width * (1 - scale), 0),
    y: clamp(view.y, floor.height * (1 - scale), 0),
  }
}

/**
 * The view that fits the tables: the box around them (with a margin of a table or so) as large
 * as the floor's box allows, centred. No tables, or tables spread over the floor: the whole floor.
 */
export function fitTables(
  tables: readonly Pick<
    DiningTable,
    'type' | 'rotation' | 'capacity' | 'coordinate_x' | 'coordinate_y'
  >[],
  floor: Floor,
): FloorView {
  if (tables.length === 0 || floor.width <= 0 || floor.height <= 0) return WHOLE_FLOOR
  let left = Infinity
  let top = Infinity
  let right = -Infinity
  let bottom = -Infinity
  for (const table of tables) {
    const { w, h } = footprint(table, floor.width, floor.tableFactor)
    const cx = table.coordinate_x * floor.width
    const cy = table.coordinate_y * floor.height
    left = Math.min(left, cx - w / 2)
    right = Math.max(right, cx + w / 2)
    top = Math.min(top, cy - h / 2)
    bottom = Math.max(bottom, cy + h / 2)
  }
  const margin = floor.width * TABLE_SIZE_SHARE * 1.5 * (floor.tableFactor ?? 1)
  const width = right - left + 2 * margin
  const height = bottom - top + 2 * margin
  const scale = clamp(Math.min(floor.width / width, floor.height / height), 1, MAX_SCALE)
  const cx = (left + right) / 2
  const cy = (top + bottom) / 2
  return clampView(
    { scale, x: floor.width / 2 - cx * scale, y: floor.height / 2 - cy * scale },
    floor,
  )
}

/** Zoomed by `factor` about a point of the box (the pointer, the pinch's middle, the centre). */
export function zoomAt(
  view: FloorView,
  factor: number,
  px: number,
  py: number,
  floor: Floor,
): FloorView {
  const scale = clamp(view.scale * factor, 1, MAX_SCALE)
  const ratio = scale / view.scale
  return clampView({ scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }, floor)
}

export function panBy(view: FloorView, dx: number, dy: number, floor: Floor): FloorView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, floor)
}

/** A point of the box as a point of the floor (pixels of the unscaled floor). */
export function toFloor(view: FloorView, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.x) / view.scale, y: (py - view.y) / view.scale }
}

/** What a key does to the view (+ and − zoom about the centre, 0 fits, arrows pan), or null. */
export function viewForKey(
  key: string,
  view: FloorView,
  fit: FloorView,
  floor: Floor,
): FloorView | null {
  const cx = floor.width / 2
  const cy = floor.height / 2
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, ZOOM_STEP, cx, cy, floor)
    case '-':
    case '_':
      return zoomAt(view, 1 / ZOOM_STEP, cx, cy, floor)
    case '0':
      return fit
    case 'ArrowLeft':
      return panBy(view, floor.width * PAN_STEP, 0, floor)
    case 'ArrowRight':
      return panBy(view, -floor.width * PAN_STEP, 0, floor)
    case 'ArrowUp':
      return panBy(view, 0, floor.height * PAN_STEP, floor)
    case 'ArrowDown':
      return panBy(view, 0, -floor.height * PAN_STEP, floor)
    default:
      return null
  }
}
