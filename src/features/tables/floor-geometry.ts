import type { DiningTable } from '../../../sync/protocol/index.ts'

export type TableType = DiningTable['type']

/** A table's base size: 3 % of the floor plan's width (spec 000 §9). */
export const TABLE_SIZE_SHARE = 0.03
/** The floor plan's height to width when the service has no background picture yet. */
export const DEFAULT_FLOOR_ASPECT = 0.6
/** One arrow key press moves a table by this share of the floor (with Shift: five times). */
export const KEY_STEP = 0.01

/**
 * Width and height of a table type in base sizes (spec §9): sunbed and couch 1.5 wide and 0.85
 * deep, a corner couch 4/3 on each side, round and square one base.
 */
const TYPE_SCALE: Record<TableType, { w: number; h: number }> = {
  round: { w: 1, h: 1 },
  square: { w: 1, h: 1 },
  sunbed: { w: 1.5, h: 0.85 },
  couch: { w: 1.5, h: 0.85 },
  corner_couch: { w: 4 / 3, h: 4 / 3 },
}

export interface Floor {
  width: number
  height: number
  /**
   * How much larger than their base size tables are drawn (readableFactor): 1 unless the plan
   * has room to show them readably.
   */
  tableFactor?: number
}

/** The floor's size in pixels for a width and the background's height to width. */
export function floorOf(width: number, aspect: number | null): Floor {
  const ratio =
    aspect !== null && Number.isFinite(aspect) && aspect > 0 ? aspect : DEFAULT_FLOOR_ASPECT
  return { width, height: Math.round(width * ratio) }
}

/**
 * How much larger a table is drawn for its seats: area in proportion to the seats (2 seats are
 * the base size), so an 8-seat table reads as twice as wide as a 2-seat one; at most twice.
 */
export function seatScale(capacity: number | undefined): number {
  if (capacity === undefined || !Number.isFinite(capacity)) return 1
  return Math.min(2, Math.max(1, Math.sqrt(capacity / 2)))
}

/** A table's drawn size in pixels (before rotation), for its type and seats. */
export function tableSize(
  type: TableType,
  floorWidth: number,
  capacity?: number,
  factor = 1,
): { w: number; h: number } {
  const base = floorWidth * TABLE_SIZE_SHARE * seatScale(capacity) * factor
  const scale = TYPE_SCALE[type]
  return { w: base * scale.w, h: base * scale.h }
}

/** What sizes a table on the floor: its type, turn and seats. */
export type Sized = Pick<DiningTable, 'type' | 'rotation'> & { capacity?: number }

/** Its size as it stands on the floor: a quarter turn swaps width and depth. */
export function footprint(table: Sized, floorWidth: number, factor = 1): { w: number; h: number } {
  const size = tableSize(table.type, floorWidth, table.capacity, factor)
  return table.rotation === 90 || table.rotation === 270 ? { w: size.h, h: size.w } : size
}

export interface Place {
  coordinate_x: number
  coordinate_y: number
}

const clamp = (value: number, low: number, high: number) =>
  low > high ? 0.5 : Math.min(high, Math.max(low, value))
const round = (value: number) => Math.round(value * 10_000) / 10_000

/**
 * Keeps a table's centre (fractions of the floor) where the whole table stays on the floor,
 * rounded to 4 decimals (a tenth of a pixel on a wide screen).
 */
export function keepInside(place: Place, table: Sized, floor: Floor): Place {
  const { w, h } = footprint(table, floor.width, floor.tableFactor)
  const halfX = w / 2 / floor.width
  const halfY = floor.height > 0 ? h / 2 / floor.height : 0
  return {
    coordinate_x: round(clamp(place.coordinate_x, halfX, 1 - halfX)),
    coordinate_y: round(clamp(place.coordinate_y, halfY, 1 - halfY)),
  }
}

/** Fractions of the floor from a centre in pixels, kept inside. */
export function placeFromPixels(x: number, y: number, table: Sized, floor: Floor): Place {
  return keepInside(
    { coordinate_x: x / floor.width, coordinate_y: floor.height > 0 ? y / floor.height : 0.5 },
    table,
    floor,
  )
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown'

/** One arrow key press on a table in move mode (a step of the floor's width; Shift: five). */
export function nudge(
  place: Place,
  key: ArrowKey,
  big: boolean,
  table: Sized,
  floor: Floor,
): Place {
  const step = KEY_STEP * (big ? 5 : 1)
  const stepY = floor.height > 0 ? (step * floor.width) / floor.height : step
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0
  const dy = key === 'ArrowUp' ? -stepY : key === 'ArrowDown' ? stepY : 0
  return keepInside(
    { coordinate_x: place.coordinate_x + dx, coordinate_y: place.coordinate_y + dy },
    table,
    floor,
  )
}

/** A 2-seat table is drawn at least this wide on screen when the plan has room. */
export const READABLE_PX = 60
/** Tables are drawn at most this much larger than their base size. */
const MAX_FACTOR = 3

/**
 * How much larger than the spec's base size (3 % of the floor's width) to draw the tables so
 * that a 2-seat table is READABLE_PX wide on screen at the view's `scale`, but never so large
 * that two tables come closer than a sixth of their sizes: a sparse plan reads, a dense one
 * keeps its tables apart.
 */
export function readableFactor(
  tables: readonly (Sized & Place)[],
  floor: Pick<Floor, 'width' | 'height'>,
  scale: number,
): number {
  if (tables.length === 0 || floor.width <= 0) return 1
  const want = READABLE_PX / (floor.width * TABLE_SIZE_SHARE * scale)
  if (want <= 1) return 1
  const points = tables.map((t) => {
    const { w, h } = footprint(t, floor.width)
    return { x: t.coordinate_x * floor.width, y: t.coordinate_y * floor.height, w, h }
  })
  let limit = MAX_FACTOR
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!
    for (let j = i + 1; j < points.length; j++) {
      const b = points[j]!
      // Apart along the axis they are furthest apart on: that gap must hold both halves.
      const gapX = Math.abs(a.x - b.x) / ((a.w + b.w) / 2)
      const gapY = Math.abs(a.y - b.y) / ((a.h + b.h) / 2)
      limit = Math.min(limit, Math.max(gapX, gapY) * 0.85)
    }
  }
  return Math.max(1, Math.min(want, limit))
}
