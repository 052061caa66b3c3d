/*
 * The history's pagination bar (spec 000 §5, §9): pages of 12, a slider of 5 page numbers, and
 * ellipses once there are at least 2 × 5 − 1 pages; a click on the current page or outside
 * 1..numPages is ignored.
 */

export const HISTORY_PAGE_SIZE = 12
export const SLIDER_NUMBERS = 5

/** A page number to show, or a gap (pages left out between two numbers). */
export type SliderItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' }

/** How many pages `count` rows make (at least 1: an empty history is one empty page). */
export function pageCount(count: number, size = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size))
}

const pages = (from: number, to: number): SliderItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }))

/**
 * The numbers of the slider around `current`. Fewer than 2 × 5 − 1 pages: a window of (at most)
 * 5 consecutive pages, centred on the current one where it can be. From 2 × 5 − 1 pages on: the
 * first and the last page always, the current page with its neighbours, and a gap where pages
 * are left out; still 5 numbers (1 2 3 4 … 20, 1 … 9 10 11 … 20, 1 … 17 18 19 20).
 */
export function pageSlider(current: number, numPages: number, size = SLIDER_NUMBERS): SliderItem[] {
  const total = Math.max(1, Math.floor(numPages))
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  if (total <= size) return pages(1, total)
  if (total < 2 * size - 1) {
    const start = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1)
    return pages(start, start + size - 1)
  }
  const inner = size - 2 // numbers between the first and the last page
  const edge = inner + 1 // the current page still touches the first (or last) page up to here
  if (page <= edge) {
    return [...pages(1, edge), { kind: 'gap', key: 'after' }, ...pages(total, total)]
  }
  if (page > total - edge) {
    return [...pages(1, 1), { kind: 'gap', key: 'before' }, ...pages(total - edge + 1, total)]
  }
  const half = Math.floor(inner / 2)
  return [
    ...pages(1, 1),
    { kind: 'gap', key: 'before' },
    ...pages(page - half, page - half + inner - 1),
    { kind: 'gap', key: 'after' },
    ...pages(total, total),
  ]
}

/** The page a click leads to, or null when the spec says to ignore it. */
export function pageClick(target: number, current: number, numPages: number): number | null {
  if (!Number.isInteger(target) || target === current) return null
  if (target < 1 || target > numPages) return null
  return target
}
