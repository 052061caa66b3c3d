import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The element's content width in whole pixels, followed as it resizes (0 before layout). The
 * first width is read in the commit that mounts the element, so what depends on it (the floor
 * plan's canvas) renders in that same commit and is painted in the next frame: waiting for the
 * ResizeObserver's first call (after that frame's layout) took a render, a layout and a paint of
 * the screen without it first, and its own frame after. Reading it there lays the page out once
 * early, which the frame then reuses. Later widths come from the ResizeObserver.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(contentWidth(element))
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect
      if (box) setWidth(Math.floor(box.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

/** Whether the window is phone-sized (spec §9: 600 px wide or less). */
export function useNarrow(): boolean {
  const query = '(max-width: 600px)'
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches)
  useLayoutEffect(() => {
    const media = window.matchMedia(query)
    const update = () => setNarrow(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return narrow
}

/** An element's content box width (its box less borders and padding), in whole pixels. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element)
  const sides = ['borderLeftWidth', 'borderRightWidth', 'paddingLeft', 'paddingRight'] as const
  const edges = sides.reduce((sum, side) => sum + (parseFloat(style[side]) || 0), 0)
  return Math.max(0, Math.floor(element.getBoundingClientRect().width - edges))
}
