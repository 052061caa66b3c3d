import { describe, expect, it } from 'vitest'
import { firstScreenful } from './screenful.ts'

describe('firstScreenful', () => {
  it('fills a desktop window with a row to spare', () => {
    // 1280 px: 4 columns of 272 px with 12 px gaps; 800 px: 5 rows of 188 px, plus one.
    expect(firstScreenful(1280, 800)).toBe(4 * 6)
    expect(firstScreenful(1920, 1080)).toBe(6 * 7)
  })

  it('is two columns on a 600 px tablet and never fewer than 8 cards', () => {
    expect(firstScreenful(600, 900)).toBe(2 * 6)
    expect(firstScreenful(320, 480)).toBe(8)
    expect(firstScreenful(0, 0)).toBe(8)
  })
})
