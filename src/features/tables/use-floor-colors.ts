import { useEffect, useState } from 'react'

/** The plan's colours, read from the page's theme (light or dark) so the canvas matches it. */
export interface FloorColors {
  floor: string
  table: string
  tableInactive: string
  stroke: string
  text: string
  muted: string
  selected: string
  waiting: string
}

const read = (): FloorColors => {
  const style = getComputedStyle(document.documentElement)
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    floor: v('--surface-2', '#eef2f0'),
    table: v('--primary-soft', '#dcefe9'),
    tableInactive: v('--surface', '#ffffff'),
    stroke: v('--primary', '#1f6f5c'),
    text: v('--text', '#18201e'),
    muted: v('--muted', '#56625e'),
    selected: v('--focus', '#0b57d0'),
    waiting: v('--warning', '#7a4f00'),
  }
}

/** The theme's colours, read again when the appearance changes (setting or system). */
export function useFloorColors(): FloorColors {
  const [colors, setColors] = useState(read)
  useEffect(() => {
    const update = () => setColors(read())
    const observer = new MutationObserver(update)
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class'],
    })
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    media.addEventListener('change', update)
    return () => {
      observer.disconnect()
      media.removeEventListener('change', update)
    }
  }, [])
  return colors
}
