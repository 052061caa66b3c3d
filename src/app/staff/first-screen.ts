import { useEffect } from 'react'
import { whenIdleAfter } from '../../lib/when-idle.ts'

let open: () => void = () => {}

/**
 * Settles once the first back-office screen has painted its data: the sync engine loads its
 * network half (sync/net.ts: HTTP, pull, replay) only then, so that screen paints from IndexedDB
 * without waiting for the network code (docs/sync.md). At the latest 3 s after the shell loads
 * (pages without the back-office layout, such as the locked tables tablet).
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  open = resolve
  setTimeout(resolve, 3000)
})

/** After the frame that shows what is rendered now. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0))

/** A screen calls it with `true` once its data is on screen (the orders board). */
export function useScreenPainted(painted: boolean): void {
  useEffect(() => {
    if (painted) afterPaint(open)
  }, [painted])
}

/**
 * The back-office layout: any screen counts as painted once the page has been idle for a while
 * after the layout appeared (screens that do not say so themselves).
 */
export function useLayoutPainted(): void {
  useEffect(() => whenIdleAfter(500, open, 1500), [])
}
