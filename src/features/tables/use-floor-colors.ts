import type { TableStateKind } from './table-states.ts'
import { useEffect, useState } from 'react'

/** How a table in one state is painted: fill, outline and label. */
export interface StatePaint {
  fill: string
  stroke: string
  text: string
}

/** The plan's colours, read from the page's theme (light or dark) so the canvas matches it. */
export interface FloorColors {
  /** By table state (table-states.ts): free, reserved soon, seated, open order. */
  states: Record<TableStateKind, StatePaint>
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
  const primary = v('--primary', '#1f6f5c')
  const text = v('--text', '#18201e')
  return {
    states: {
      free: { fill: v('--surface', '#ffffff'), stroke: primary, text },
      reserved: { fill: v('--warning-soft', '#fff1cc'), stroke: v('--warning', '#7a4f00'), text },
      seated: { fill: v('--primary-soft', '#dcefe9'), stroke: primary, text },
      order: { fill: primary, stroke: primary, text: v('--on-primary', '#ffffff') },
    },
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
