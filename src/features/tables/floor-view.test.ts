import { describe, expect, it } from 'vitest'
import {
  clampView,
  fitTables,
  MAX_SCALE,
  toFloor,
  viewForKey,
  WHOLE_FLOOR,
  zoomAt,
} from './floor-view.ts'

const floor = { width: 1000, height: 600 }
const table = (x: number, y: number, capacity = 2) => ({
  type: 'round' as const,
  rotation: 0 as const,
  capacity,
  coordinate_x: x,
  coordinate_y: y,
})

describe('the floor view', () => {
  it('fits tables grouped in a corner: zoomed in, the group centred, the floor still covering the box', () => {
    const view = fitTables([table(0.1, 0.1), table(0.2, 0.15), table(0.15, 0.25)], floor)
    expect(view.scale).toBeGreaterThan(2)
    expect(view.scale).toBeLessThanOrEqual(MAX_SCALE)
    // The group's middle (0.15, 0.175 of the floor) is near the box's middle, or the floor's
    // edge stops it (x and y never above 0).
    const middle = toFloor(view, floor.width / 2, floor.height / 2)
    expect(view.x).toBeLessThanOrEqual(0)
    expect(view.y).toBeLessThanOrEqual(0)
    expect(middle.x).toBeLessThan(500)
  })

  it('fits tables spread over the floor (or none) as the whole floor', () => {
    expect(fitTables([table(0.02, 0.03), table(0.98, 0.97)], floor)).toEqual(WHOLE_FLOOR)
    expect(fitTables([], floor)).toEqual(WHOLE_FLOOR)
  })

  it('zooms about a point: the floor point under it stays under it', () => {
    const view = zoomAt(WHOLE_FLOOR, 2, 300, 200, floor)
    expect(view.scale).toBe(2)
    expect(toFloor(view, 300, 200)).toEqual({ x: 300, y: 200 })
    expect(zoomAt(view, 100, 0, 0, floor).scale).toBe(MAX_SCALE)
    expect(zoomAt(view, 0.01, 0, 0, floor)).toEqual(WHOLE_FLOOR)
  })

  it('never shows past the floor’s edge', () => {
    expect(clampView({ scale: 2, x: 50, y: -5000 }, floor)).toEqual({ scale: 2, x: 0, y: -600 })
  })

  it('keys: + and − zoom about the centre, 0 fits, arrows pan, others do nothing', () => {
    const fit = { scale: 2, x: -100, y: -100 }
    const zoomed = viewForKey('+', WHOLE_FLOOR, fit, floor)!
    expect(zoomed.scale).toBe(1.25)
    expect(toFloor(zoomed, 500, 300)).toEqual({ x: 500, y: 300 })
    expect(viewForKey('-', zoomed, fit, floor)).toEqual(WHOLE_FLOOR)
    expect(viewForKey('0', WHOLE_FLOOR, fit, floor)).toBe(fit)
    expect(viewForKey('ArrowRight', zoomed, fit, floor)!.x).toBeLessThan(zoomed.x)
    expect(viewForKey('a', zoomed, fit, floor)).toBeNull()
  })
})
