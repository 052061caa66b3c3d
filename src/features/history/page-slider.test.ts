import { describe, expect, it } from 'vitest'
import { pageClick, pageCount, pageSlider, type SliderItem } from './page-slider.ts'

/** The slider as text: numbers, and … for a gap. */
const shown = (items: SliderItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ')

describe('history pages (spec 000 §9: 12 a page)', () => {
  it('counts the pages of a result', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(40)).toBe(4)
    expect(pageCount(108)).toBe(9)
  })
})

describe('the page slider: 5 numbers, ellipsis from 2 × 5 − 1 pages', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(shown(pageSlider(1, 1))).toBe('1')
    expect(shown(pageSlider(2, 4))).toBe('1 2 3 4')
    expect(shown(pageSlider(5, 5))).toBe('1 2 3 4 5')
  })

  it('below 9 pages slides a window of 5 without ellipsis', () => {
    expect(shown(pageSlider(1, 8))).toBe('1 2 3 4 5')
    expect(shown(pageSlider(3, 8))).toBe('1 2 3 4 5')
    expect(shown(pageSlider(5, 8))).toBe('3 4 5 6 7')
    expect(shown(pageSlider(8, 8))).toBe('4 5 6 7 8')
    expect(shown(pageSlider(6, 6))).toBe('2 3 4 5 6')
  })

  it('from 9 pages keeps the first and last page and puts a gap where pages are left out', () => {
    expect(shown(pageSlider(1, 9))).toBe('1 2 3 4 … 9')
    expect(shown(pageSlider(4, 9))).toBe('1 2 3 4 … 9')
    expect(shown(pageSlider(5, 9))).toBe('1 … 4 5 6 … 9')
    expect(shown(pageSlider(6, 9))).toBe('1 … 6 7 8 9')
    expect(shown(pageSlider(9, 9))).toBe('1 … 6 7 8 9')
    expect(shown(pageSlider(10, 20))).toBe('1 … 9 10 11 … 20')
    expect(shown(pageSlider(17, 20))).toBe('1 … 17 18 19 20')
    expect(shown(pageSlider(16, 20))).toBe('1 … 15 16 17 … 20')
  })

  it('always shows 5 numbers once there are more than 5 pages, the current one among them', () => {
    for (let total = 6; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageSlider(page, total)
        const numbers = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []))
        expect(numbers).toHaveLength(5)
        expect(numbers).toContain(page)
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
        expect(items.some((i) => i.kind === 'gap')).toBe(total >= 9)
      }
    }
  })

  it('clamps a current page outside the range', () => {
    expect(shown(pageSlider(0, 3))).toBe('1 2 3')
    expect(shown(pageSlider(50, 20))).toBe('1 … 17 18 19 20')
  })
})

describe('a click on the slider', () => {
  it('goes to another page in 1..numPages', () => {
    expect(pageClick(2, 1, 4)).toBe(2)
    expect(pageClick(4, 1, 4)).toBe(4)
  })

  it('is ignored on the current page or outside the range', () => {
    expect(pageClick(3, 3, 4)).toBeNull()
    expect(pageClick(0, 1, 4)).toBeNull()
    expect(pageClick(5, 4, 4)).toBeNull()
    expect(pageClick(-1, 2, 4)).toBeNull()
  })
})
