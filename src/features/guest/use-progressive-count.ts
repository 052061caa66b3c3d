/**
 * Shows `first` of `total` at once and the rest in a transition after that first paint: a long
 * list on a slow phone paints its top sooner, and the rest renders without blocking input.
 */
import { startTransition, useEffect, useState } from 'react'

export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (all || first >= total) return
    startTransition(() => setAll(true))
  }, [all, first, total])
  return all ? total : Math.min(first, total)
}
