import { describe, expect, it } from 'vitest'
import {
  floorOf,
  footprint,
  keepInside,
  nudge,
  placeFromPixels,
  readableFactor,
  READABLE_PX,
  seatScale,
  tableSize,
} from './floor-geometry.ts'

const floor = { width: 1000, height: 600 }

describe('table sizes (spec §9)', () => {
  it('round and square are 3 % of the floor width', () => {
    expect(tableSize('round', 1000)).toEqual({ w: 30, h: 30 })
    expect(tableSize('square', 500)).toEqual({ w: 15, h: 15 })
  })
  it('sunbed and couch are 1.5 times wide and 0.85 times deep', () => {
    expect(tableSize('sunbed', 1000)).toEqual({ w: 45, h: 25.5 })
    expect(tableSize('couch', 1000)).toEqual({ w: 45, h: 25.5 })
  })
  it('a corner couch is 4/3 on each side', () => {
    expect(tableSize('corner_couch', 900)).toEqual({ w: 36, h: 36 })
  })
  it('a quarter turn swaps width and depth, a half turn does not', () => {
    expect(footprint({ type: 'couch', rotation: 90 }, 1000)).toEqual({ w: 25.5, h: 45 })
    expect(footprint({ type: 'couch', rotation: 180 }, 1000)).toEqual({ w: 45, h: 25.5 })
  })
})

describe('the floor', () => {
  it('takes the background picture’s height to width, else the default', () => {
    expect(floorOf(1000, 0.5)).toEqual({ width: 1000, height: 500 })
    expect(floorOf(1000, null)).toEqual({ width: 1000, height: 600 })
    expect(floorOf(1000, 0)).toEqual({ width: 1000, height: 600 })
  })
})

describe('keeping a table inside the floor', () => {
  it('leaves a table in the middle where it is', () => {
    const t = { type: 'round', rotation: 0 } as const
    expect(keepInside({ coordinate_x: 0.5, coordinate_y: 0.4 }, t, floor)).toEqual({
      coordinate_x: 0.5,
      coordinate_y: 0.4,
    })
  })
  it('stops a table dragged past an edge with its whole shape on the floor', () => {
    const t = { type: 'round', rotation: 0 } as const
    // 30 px table: the centre stays 15 px from each edge.
    expect(keepInside({ coordinate_x: -0.2, coordinate_y: 1.3 }, t, floor)).toEqual({
      coordinate_x: 0.015,
      coordinate_y: 0.975,
    })
  })
  it('uses the turned footprint', () => {
    const t = { type: 'sunbed', rotation: 90 } as const
    // 25.5 wide, 45 deep when turned.
    expect(keepInside({ coordinate_x: 0, coordinate_y: 0 }, t, floor)).toEqual({
      coordinate_x: 0.0127,
      coordinate_y: 0.0375,
    })
  })
  it('turns pixels into fractions of any floor size', () => {
    const t = { type: 'square', rotation: 0 } as const
    expect(placeFromPixels(250, 300, t, floor)).toEqual({ coordinate_x: 0.25, coordinate_y: 0.5 })
    expect(placeFromPixels(500, 300, t, { width: 2000, height: 1200 })).toEqual({
      coordinate_x: 0.25,
      coordinate_y: 0.25,
    })
  })
})

describe('arrow keys in move mode', () => {
  const t = { type: 'round', rotation: 0 } as const
  const at = { coordinate_x: 0.5, coordinate_y: 0.5 }
  it('moves one step of the floor width, the same distance down as across', () => {
    expect(nudge(at, 'ArrowRight', false, t, floor)).toEqual({
      coordinate_x: 0.51,
      coordinate_y: 0.5,
    })
    expect(nudge(at, 'ArrowDown', false, t, floor)).toEqual({
      coordinate_x: 0.5,
      coordinate_y: 0.5167,
    })
  })
  it('moves five steps with Shift', () => {
    expect(nudge(at, 'ArrowLeft', true, t, floor)).toEqual({
      coordinate_x: 0.45,
      coordinate_y: 0.5,
    })
  })
  it('stops at the edge', () => {
    const edge = { coordinate_x: 0.5, coordinate_y: 0.03 }
    expect(nudge(edge, 'ArrowUp', true, t, floor)).toEqual({
      coordinate_x: 0.5,
      coordinate_y: 0.025,
    })
  })
})

describe('tables drawn in proportion to their seats', () => {
  it('2 seats are the base, 8 twice as wide, never smaller or larger', () => {
    expect(seatScale(2)).toBe(1)
    expect(seatScale(1)).toBe(1)
    expect(seatScale(8)).toBe(2)
    expect(seatScale(30)).toBe(2)
    expect(seatScale(4)).toBeCloseTo(Math.SQRT2)
    expect(tableSize('round', 1000, 8)).toEqual({ w: 60, h: 60 })
    expect(footprint({ type: 'couch', rotation: 90, capacity: 8 }, 1000)).toEqual({ w: 51, h: 90 })
  })
})

describe('tables drawn large enough to read', () => {
  const at = (x: number, y: number, capacity = 2) => ({
    type: 'round' as const,
    rotation: 0 as const,
    capacity,
    coordinate_x: x,
    coordinate_y: y,
  })
  const floor = { width: 800, height: 480 }

  it('a sparse plan: a 2-seat table reaches the readable width on screen', () => {
    const factor = readableFactor([at(0.2, 0.3), at(0.8, 0.7)], floor, 1)
    expect(factor * 800 * 0.03).toBeCloseTo(READABLE_PX)
  })

  it('a dense plan: never so large that neighbours touch', () => {
    // Centres 30 px apart, tables 24 px wide at factor 1: at most 0.85 x 30 / 24.
    const factor = readableFactor([at(0.5, 0.5), at(0.5 + 30 / 800, 0.5)], floor, 1)
    expect(factor).toBeCloseTo((0.85 * 30) / 24)
  })

  it('zoomed in far enough, or no tables: the base size', () => {
    expect(readableFactor([at(0.5, 0.5)], floor, 4)).toBe(1)
    expect(readableFactor([], floor, 1)).toBe(1)
  })
})
