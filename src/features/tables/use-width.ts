import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The element's content width in whole pixels, followed as it resizes (0 before layout). Read
 * from the ResizeObserver only: its first call comes after the page's own layout and before the
 * frame is painted, where reading clientWidth at once would force a layout of its own.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
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
