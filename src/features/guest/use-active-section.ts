/** Which menu section is at the top of the screen (for the chip highlight). */
import { useEffect, useState } from 'react'

/** Sections whose top has passed this line (under the sticky chips) count as reached. */
const TOP_LINE_PX = 140

export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null)
  const key = ids.join(' ')

  useEffect(() => {
    const order = key.split(' ').filter(Boolean)
    let frame = 0
    const measure = () => {
      frame = 0
      const root = document.documentElement
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 4
      let current = order[0] ?? null
      for (const id of order) {
        const top = document.getElementById(id)?.getBoundingClientRect().top
        if (top !== undefined && top <= TOP_LINE_PX) current = id
      }
      // The last sections may never reach the line: at the very bottom the last one is current.
      if (atBottom && window.scrollY > 0) current = order.at(-1) ?? current
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    onScroll()
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [key])

  return active
}

export function scrollToSection(id: string) {
  const element = document.getElementById(id)
  if (!element) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}
