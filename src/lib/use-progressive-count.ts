/**
 * Shows `first` of `total` at once and the rest in transitions after that first paint, `step` more
 * after each commit (all at once by default): a long list on a slow device paints its top sooner,
 * and the rest renders without blocking input (small steps keep each commit's layout short too).
 */
import { startTransition, useEffect, useState } from 'react'

export function useProgressiveCount(total: number, first: number, step = Infinity): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return
    startTransition(() => setCount((shown) => Math.min(total, shown + step)))
  }, [count, total, step])
  return Math.min(Math.max(count, first), total)
}
