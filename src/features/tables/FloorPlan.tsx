import type Konva from 'konva'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { drawTable, tableAt } from './draw-tables.ts'
import { keepInside, type Floor, type Place } from './floor-geometry.ts'
import { Image as KonvaImage, Layer, Rect, Shape, Stage } from './konva-parts.ts'
import type { FloorColors } from './use-floor-colors.ts'

export interface FloorPlanProps {
  floor: Floor
  /** The tables where the plan shows them (move mode's draft places applied). */
  tables: readonly DiningTable[]
  background: HTMLImageElement | null
  colors: FloorColors
  moving: boolean
  selectedId: string | null
  waiting: ReadonlySet<string>
  onSelect: (id: string) => void
  onPlace: (id: string, place: Place) => void
}

/** The canvas 2D context under Konva's wrapper (the plan draws straight on it). */
const raw = (context: Konva.Context) =>
  (context as unknown as { _context: CanvasRenderingContext2D })._context

/** A pointer pressed on a table: where, and how far from the table's centre it took it. */
interface Press {
  id: string
  startX: number
  startY: number
  offsetX: number
  offsetY: number
  moved: boolean
}

/** Past this many pixels a press is a drag, not a click. */
const DRAG_THRESHOLD = 3

/**
 * The floor plan on a Konva canvas: the service's picture (or a plain floor) and every table drawn
 * by one shape on one layer, so 150 tables are one node and one draw. In move mode the table taken by
 * the pointer is lifted onto its own layer and follows the pointer there, inside the floor; the
 * others are not redrawn while it moves, and its place is reported once, on drop. The canvas is
 * for pointers; the table list beside it offers the same actions to the keyboard.
 */
export const FloorPlan = memo(function FloorPlan({
  floor,
  tables,
  background,
  colors,
  moving,
  selectedId,
  waiting,
  onSelect,
  onPlace,
}: FloorPlanProps) {
  const stageRef = useRef<Konva.Stage>(null)
  const liftedRef = useRef<Konva.Shape>(null)
  const press = useRef<Press | null>(null)
  const [lifted, setLifted] = useState<{ table: DiningTable; x: number; y: number } | null>(null)
  const liftedId = lifted?.table._id ?? null

  const drawBase = useCallback(
    (context: Konva.Context) => {
      const ctx = raw(context)
      for (const table of tables) {
        if (table._id === liftedId) continue
        drawTable(
          ctx,
          table,
          table.coordinate_x * floor.width,
          table.coordinate_y * floor.height,
          floor,
          colors,
          { selected: table._id === selectedId, waiting: waiting.has(table._id) },
        )
      }
    },
    [tables, liftedId, floor, colors, selectedId, waiting],
  )
  const liftedTable = lifted?.table ?? null
  const drawLifted = useCallback(
    (context: Konva.Context) => {
      if (liftedTable)
        drawTable(raw(context), liftedTable, 0, 0, floor, colors, {
          selected: true,
          waiting: false,
        })
    },
    [liftedTable, floor, colors],
  )

  // Pointer moves and the release are followed on the window, so a drag that leaves the canvas
  // still ends (and keeps the table on the floor).
  useEffect(() => {
    const pointIn = (event: PointerEvent) => {
      const box = stageRef.current?.container().getBoundingClientRect()
      return box ? { x: event.clientX - box.left, y: event.clientY - box.top } : null
    }
    const placeOf = (p: Press, at: { x: number; y: number }) => {
      const table = tables.find((t) => t._id === p.id)
      return table
        ? keepInside(
            {
              coordinate_x: (at.x - p.offsetX) / floor.width,
              coordinate_y: (at.y - p.offsetY) / floor.height,
            },
            table,
            floor,
          )
        : null
    }
    const move = (event: PointerEvent) => {
      const p = press.current
      const at = pointIn(event)
      if (!p || !at || !moving) return
      if (!p.moved && Math.hypot(at.x - p.startX, at.y - p.startY) < DRAG_THRESHOLD) return
      const place = placeOf(p, at)
      if (!place) return
      const x = place.coordinate_x * floor.width
      const y = place.coordinate_y * floor.height
      if (!p.moved) {
        p.moved = true
        const table = tables.find((t) => t._id === p.id)
        if (table) setLifted({ table, x, y })
        onSelect(p.id)
        return
      }
      const node = liftedRef.current
      if (node) {
        node.position({ x, y })
        node.getLayer()?.batchDraw()
      }
    }
    const up = (event: PointerEvent) => {
      const p = press.current
      if (!p) return
      press.current = null
      const at = pointIn(event)
      if (p.moved && at) {
        const place = placeOf(p, at)
        if (place) onPlace(p.id, place)
      } else {
        onSelect(p.id)
      }
      setLifted(null)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', up)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', up)
    }
  }, [tables, floor, moving, onPlace, onSelect])

  const down = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const at = stageRef.current?.getPointerPosition()
    if (!at) return
    const table = tableAt(tables, at.x, at.y, floor)
    if (!table) return
    if (moving) event.evt.preventDefault()
    press.current = {
      id: table._id,
      startX: at.x,
      startY: at.y,
      offsetX: at.x - table.coordinate_x * floor.width,
      offsetY: at.y - table.coordinate_y * floor.height,
      moved: false,
    }
  }

  return (
    <Stage ref={stageRef} width={floor.width} height={floor.height} onPointerDown={down}>
      <Layer listening={false}>
        <Rect width={floor.width} height={floor.height} fill={colors.floor} />
        {background ? (
          <KonvaImage image={background} width={floor.width} height={floor.height} />
        ) : null}
        <Shape sceneFunc={drawBase} />
      </Layer>
      <Layer listening={false}>
        {lifted ? <Shape ref={liftedRef} x={lifted.x} y={lifted.y} sceneFunc={drawLifted} /> : null}
      </Layer>
    </Stage>
  )
})
