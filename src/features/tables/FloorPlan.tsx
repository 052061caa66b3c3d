import type Konva from 'konva'
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { drawTable, tableAt } from './draw-tables.ts'
import { keepInside, type Floor, type Place } from './floor-geometry.ts'
import { clampView, toFloor, zoomAt, type FloorView } from './floor-view.ts'
import type { TableStateKind } from './table-states.ts'
import { Image as KonvaImage, Konva as K, Rect } from './konva-parts.ts'
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
  /** Each table's state and label lines (seats; a time or a total). */
  looks: ReadonlyMap<string, TableLook>
  /** The zoom and pan; changed by the wheel, a pinch and a drag on the empty floor. */
  view: FloorView
  onView: (view: FloorView) => void
  onSelect: (id: string) => void
  onPlace: (id: string, place: Place) => void
}

/** How a table reads on the plan now. */
export interface TableLook {
  kind: TableStateKind
  lines: readonly string[]
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

/** A press on the empty floor pans it: where it started and the view then. */
interface Pan {
  startX: number
  startY: number
  view: FloorView
}

/** The wheel's zoom: a notch (100 px of deltaY) is about one button step. */
const WHEEL_ZOOM = 0.0022

/** The Konva nodes of a plan, made once when it mounts. */
interface PlanNodes {
  stage: Konva.Stage
  /** The floor, its picture and the tables. */
  base: Konva.Layer
  ground: Konva.Rect
  picture: Konva.Image
  /** The table taken by the pointer in move mode, alone on its layer. */
  top: Konva.Layer
  lifted: Konva.Shape
}

/**
 * The floor plan on a Konva canvas: the service's picture (or a plain floor) and every table drawn
 * by one shape on one layer, so 150 tables are one node and one draw. In move mode the table taken by
 * the pointer is lifted onto its own layer and follows the pointer there, inside the floor; the
 * others are not redrawn while it moves, and its place is reported once, on drop. The wheel and
 * a pinch zoom, a drag on the empty floor pans (`view`). The canvas is for pointers; the table
 * list beside it offers the same actions to the keyboard, the plan's keys and buttons the zoom.
 *
 * The stage is made and drawn once, in the commit that mounts the plan (before that frame is
 * painted), and a layer is drawn again only when what it shows changes (at most once a frame).
 */
export const FloorPlan = memo(function FloorPlan({
  floor,
  tables,
  background,
  colors,
  moving,
  selectedId,
  waiting,
  looks,
  view,
  onView,
  onSelect,
  onPlace,
}: FloorPlanProps) {
  const holderRef = useRef<HTMLDivElement>(null)
  const nodes = useRef<PlanNodes | null>(null)
  const press = useRef<Press | null>(null)
  const pan = useRef<Pan | null>(null)
  /** Pointers down on the plan (a second one starts a pinch). */
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<{ distance: number; view: FloorView } | null>(null)
  const viewRef = useRef(view)
  viewRef.current = view
  const [lifted, setLifted] = useState<{ table: DiningTable; x: number; y: number } | null>(null)
  const liftedId = lifted?.table._id ?? null

  const drawBase = useCallback(
    (context: Konva.Context) => {
      const ctx = raw(context)
      for (const table of tables) {
        if (table._id === liftedId) continue
        const look = looks.get(table._id)
        drawTable(
          ctx,
          table,
          table.coordinate_x * floor.width,
          table.coordinate_y * floor.height,
          floor,
          colors,
          {
            selected: table._id === selectedId,
            waiting: waiting.has(table._id),
            ...(look ? { kind: look.kind, lines: look.lines } : {}),
          },
        )
      }
    },
    [tables, liftedId, floor, colors, selectedId, waiting, looks],
  )
  const liftedTable = lifted?.table ?? null
  const drawLifted = useCallback(
    (context: Konva.Context) => {
      if (!liftedTable) return
      const look = looks.get(liftedTable._id)
      drawTable(raw(context), liftedTable, 0, 0, floor, colors, {
        selected: true,
        waiting: false,
        ...(look ? { kind: look.kind, lines: look.lines } : {}),
      })
    },
    [liftedTable, floor, colors, looks],
  )

  // Pointer moves and the release are followed on the window, so a drag that leaves the canvas
  // still ends (and keeps the table on the floor).
  useEffect(() => {
    /** The pointer in the box (screen pixels from its corner). */
    const inBox = (event: PointerEvent) => {
      const box = nodes.current?.stage.container().getBoundingClientRect()
      return box ? { x: event.clientX - box.left, y: event.clientY - box.top } : null
    }
    /** The pointer on the floor (unscaled floor pixels). */
    const pointIn = (event: PointerEvent) => {
      const at = inBox(event)
      return at ? toFloor(viewRef.current, at.x, at.y) : null
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
      const boxAt = inBox(event)
      if (boxAt && pointers.current.has(event.pointerId)) {
        pointers.current.set(event.pointerId, boxAt)
        const pinching = pinch.current
        if (pinching && pointers.current.size >= 2) {
          const [a, b] = [...pointers.current.values()]
          const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y)
          const start = pinching.view
          onView(
            zoomAt(
              start,
              distance / pinching.distance,
              (a!.x + b!.x) / 2,
              (a!.y + b!.y) / 2,
              floor,
            ),
          )
          return
        }
      }
      const panning = pan.current
      if (panning && boxAt) {
        onView(
          clampView(
            {
              ...panning.view,
              x: panning.view.x + boxAt.x - panning.startX,
              y: panning.view.y + boxAt.y - panning.startY,
            },
            floor,
          ),
        )
        return
      }
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
      const plan = nodes.current
      if (plan) {
        plan.lifted.position({ x, y })
        plan.top.batchDraw()
      }
    }
    const up = (event: PointerEvent) => {
      pointers.current.delete(event.pointerId)
      if (pointers.current.size < 2) pinch.current = null
      if (pan.current) {
        pan.current = null
        return
      }
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
  }, [tables, floor, moving, onPlace, onSelect, onView])

  const down = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const boxAt = nodes.current?.stage.getPointerPosition()
    if (!boxAt) return
    pointers.current.set(event.evt.pointerId, boxAt)
    if (pointers.current.size === 2) {
      // A second finger: a pinch, not a press or a pan.
      const [a, b] = [...pointers.current.values()]
      pinch.current = { distance: Math.max(1, Math.hypot(a!.x - b!.x, a!.y - b!.y)), view }
      press.current = null
      pan.current = null
      setLifted(null)
      return
    }
    const at = toFloor(view, boxAt.x, boxAt.y)
    const table = tableAt(tables, at.x, at.y, floor)
    if (!table) {
      // The empty floor: a drag pans it (when zoomed in).
      if (view.scale > 1) pan.current = { startX: boxAt.x, startY: boxAt.y, view }
      return
    }
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

  const wheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    const at = nodes.current?.stage.getPointerPosition()
    if (!at) return
    event.evt.preventDefault()
    onView(zoomAt(view, Math.exp(-event.evt.deltaY * WHEEL_ZOOM), at.x, at.y, floor))
  }

  // What the stage's sceneFuncs and listeners call: this render's (the stage outlives it).
  const latest = useRef({ drawBase, drawLifted, down, wheel })
  latest.current = { drawBase, drawLifted, down, wheel }

  // The stage, made with what this first render shows: adding each layer to it draws the layer.
  useLayoutEffect(() => {
    const stage = new K.Stage({
      container: holderRef.current!,
      width: floor.width,
      height: floor.height,
      scaleX: view.scale,
      scaleY: view.scale,
      x: view.x,
      y: view.y,
    })
    const ground = new Rect({ width: floor.width, height: floor.height, fill: colors.floor })
    const picture = new KonvaImage({
      image: background ?? undefined,
      width: floor.width,
      height: floor.height,
      visible: background !== null,
    })
    const tablesShape = new K.Shape({ sceneFunc: (context) => latest.current.drawBase(context) })
    const base = new K.Layer({ listening: false })
    base.add(ground, picture, tablesShape)
    const lifted = new K.Shape({ sceneFunc: (context) => latest.current.drawLifted(context) })
    // Shown only while a table is lifted: an empty canvas is not composited with every frame.
    const top = new K.Layer({ listening: false, visible: false })
    top.add(lifted)
    stage.add(base, top)
    stage.on('pointerdown', (event: Konva.KonvaEventObject<PointerEvent>) =>
      latest.current.down(event),
    )
    stage.on('wheel', (event: Konva.KonvaEventObject<WheelEvent>) => latest.current.wheel(event))
    nodes.current = { stage, base, ground, picture, top, lifted }
    return () => {
      nodes.current = null
      stage.destroy()
    }
    // Made once; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The floor, its picture, the tables and the view: the layers drawn again (in the next frame,
  // once however many changes come before it). Not on mount: the stage was just drawn with them.
  const drawnOnce = useRef(false)
  useLayoutEffect(() => {
    const plan = nodes.current
    if (!plan) return
    if (!drawnOnce.current) {
      drawnOnce.current = true
      return
    }
    const { stage, ground, picture } = plan
    stage.scale({ x: view.scale, y: view.scale })
    stage.position({ x: view.x, y: view.y })
    ground.setAttrs({ width: floor.width, height: floor.height, fill: colors.floor })
    picture.setAttrs({
      image: background ?? undefined,
      width: floor.width,
      height: floor.height,
      visible: background !== null,
    })
    // A new size redraws every layer at once; else the next frame does.
    if (stage.width() !== floor.width || stage.height() !== floor.height)
      stage.size({ width: floor.width, height: floor.height })
    else stage.batchDraw()
  }, [drawBase, floor, colors, background, view.scale, view.x, view.y])

  // The lifted table: shown where it was taken, then moved by the pointer (above).
  useLayoutEffect(() => {
    const plan = nodes.current
    if (!plan || (!lifted && !plan.top.visible())) return
    if (lifted) plan.lifted.position({ x: lifted.x, y: lifted.y })
    plan.top.visible(lifted !== null)
    plan.top.batchDraw()
  }, [lifted])
  useLayoutEffect(() => {
    const plan = nodes.current
    if (plan?.top.visible()) plan.top.batchDraw()
  }, [drawLifted])

  return <div ref={holderRef} />
})
