import type { DiningTable } from '../../../sync/protocol/index.ts'
import { footprint, tableSize, type Floor } from './floor-geometry.ts'
import type { FloorColors } from './use-floor-colors.ts'
import type { TableStateKind } from './table-states.ts'

/** How one table is drawn: its marks besides where it stands. */
export interface DrawMarks {
  selected: boolean
  waiting: boolean
  /** Its state now (the fill and label colours); free when not known. */
  kind?: TableStateKind
  /** The label under its name: seats, then what matters now (a time, a total). */
  lines?: readonly string[]
}

const DASH = [4, 3]

/** The outline of a table type around 0,0 (not turned), as a path to fill and stroke. */
function outline(ctx: CanvasRenderingContext2D, type: DiningTable['type'], w: number, h: number) {
  ctx.beginPath()
  switch (type) {
    case 'round':
      ctx.arc(0, 0, w / 2, 0, Math.PI * 2)
      return
    case 'square':
      ctx.roundRect(-w / 2, -h / 2, w, h, 2)
      return
    case 'sunbed':
      ctx.roundRect(-w / 2, -h / 2, w, h, h / 3)
      return
    case 'couch':
      ctx.roundRect(-w / 2, -h / 2, w, h, 3)
      return
    case 'corner_couch': {
      // An L: two arms of a third of the side along the top and the left.
      const t = w / 3
      const x0 = -w / 2
      const y0 = -h / 2
      ctx.moveTo(x0, y0)
      ctx.lineTo(x0 + w, y0)
      ctx.lineTo(x0 + w, y0 + t)
      ctx.lineTo(x0 + t, y0 + t)
      ctx.lineTo(x0 + t, y0 + h)
      ctx.lineTo(x0, y0 + h)
      ctx.closePath()
    }
  }
}

/** The detail that tells a sunbed's head and a couch's back. */
function detail(
  ctx: CanvasRenderingContext2D,
  type: DiningTable['type'],
  w: number,
  h: number,
  color: string,
) {
  if (type === 'sunbed') {
    ctx.beginPath()
    ctx.moveTo(w / 2 - h * 0.8, -h / 2 + 2)
    ctx.lineTo(w / 2 - h * 0.8, h / 2 - 2)
    ctx.lineWidth = 1
    ctx.setLineDash([])
    ctx.strokeStyle = color
    ctx.stroke()
  } else if (type === 'couch') {
    ctx.globalAlpha *= 0.35
    ctx.fillStyle = color
    ctx.fillRect(-w / 2, -h / 2, w, h * 0.28)
  }
}

/**
 * Draws one table centred at x, y (pixels): its outline turned by its rotation, its name and
 * seats upright over it. Inactive tables are pale and dashed; a table waiting to sync has a
 * dashed outline in the warning colour; the chosen one a thick outline.
 */
export function drawTable(
  ctx: CanvasRenderingContext2D,
  table: DiningTable,
  x: number,
  y: number,
  floor: Floor,
  colors: FloorColors,
  marks: DrawMarks,
): void {
  const { w, h } = tableSize(table.type, floor.width, table.capacity, floor.tableFactor)
  const paint = colors.states[marks.kind ?? 'free']
  ctx.save()
  ctx.translate(x, y)
  ctx.globalAlpha = table.active ? 1 : 0.55
  ctx.save()
  if (table.rotation) ctx.rotate((table.rotation * Math.PI) / 180)
  outline(ctx, table.type, w, h)
  ctx.fillStyle = table.active ? paint.fill : colors.tableInactive
  ctx.fill()
  ctx.lineWidth = marks.selected ? 3 : marks.waiting ? 2 : 1.5
  ctx.strokeStyle = marks.selected ? colors.selected : marks.waiting ? colors.waiting : paint.stroke
  ctx.setLineDash(!table.active || marks.waiting ? DASH : [])
  ctx.stroke()
  detail(ctx, table.type, w, h, paint.stroke)
  ctx.restore()
  // Upright over the table: its name, then the lines (seats; a time or a total).
  const side = Math.min(w, h)
  const font = Math.max(6, Math.round(side * 0.3))
  const small = Math.max(5, Math.round(font * 0.8))
  // As many lines as the table holds under its name (the list and the panel say it all).
  const room = Math.max(1, Math.floor((side * 0.95 - font) / (small * 1.1)))
  const lines = (marks.lines ?? [String(table.capacity)]).slice(0, room)
  const height = font + lines.length * small * 1.1
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = table.active ? paint.text : colors.muted
  ctx.font = `bold ${font}px system-ui, sans-serif`
  let top = -height / 2 + font / 2
  ctx.fillText(table.name, 0, top, w * 1.6)
  ctx.font = `${small}px system-ui, sans-serif`
  top += font / 2 + small * 0.6
  for (const line of lines) {
    ctx.fillText(line, 0, top, w * 1.6)
    top += small * 1.1
  }
  ctx.restore()
}

/** The table under a point (pixels) of the floor, the top one first (drawn last), or null. */
export function tableAt(
  tables: readonly DiningTable[],
  x: number,
  y: number,
  floor: Floor,
): DiningTable | null {
  for (let i = tables.length - 1; i >= 0; i--) {
    const table = tables[i]!
    const { w, h } = footprint(table, floor.width, floor.tableFactor)
    const cx = table.coordinate_x * floor.width
    const cy = table.coordinate_y * floor.height
    // A little slack around small tables, so a finger or a quick click still takes them.
    const slack = 3
    if (Math.abs(x - cx) <= w / 2 + slack && Math.abs(y - cy) <= h / 2 + slack) return table
  }
  return null
}
