import type { Browser } from '@playwright/test'
import type { Measurement } from './budgets.ts'
import {
  measureOpens,
  median,
  ms,
  paintObserver,
  signedIn,
  summary,
  traceOneOpen,
  waitPainted,
  type PaintTarget,
} from './screen-paint.ts'
import { lastVersion, type BenchServer } from './server.ts'

const RUNS = 5
/** The Manage section's Edit link: the first service's settings (the demo's reception). */
const SETTINGS_PATH = '/app/h/edit/Manage'
/** The business, service, shifts, working hours and options cards: the whole form. */
const CARDS = '.settings-card'

/**
 * The `settings-paint` row (issue 18): the business and service settings painted from IndexedDB,
 * offline, 4x CPU throttle, median of 5 first opens from the side bar (the manager's board,
 * settled, then Manage > Edit): from the click to the frame with every card of the form.
 */
export async function measureSettingsPaint(
  browser: Browser,
  server: BenchServer,
): Promise<Measurement> {
  const SETTINGS: PaintTarget = { path: SETTINGS_PATH, items: CARDS, want: 5 }
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript(paintObserver(SETTINGS))
    const page = await signedIn(context, 'manager', await lastVersion(server))
    // Warm: the screen once online (its chunk and the catalogs cached), then offline.
    await page.goto(SETTINGS.path)
    await waitPainted(page)
    const { opens, reloads, cdp } = await measureOpens(page, SETTINGS, RUNS)
    await traceOneOpen(browser, page, cdp, SETTINGS, 'settings-open')
    await context.setOffline(false)
    const all = opens.map((o) => o.all)
    return {
      id: 'settings-paint',
      value: median(all),
      note: `offline, 4x CPU, 1280x800, median of ${RUNS} (${ms(all)} ms): click on Manage > Edit in the sidebar of the manager's settled board -> the frame with the whole settings form (business, service, shifts, working hours, options), longest main-thread task ${Math.round(Math.max(...opens.map((o) => o.longest)))} ms`,
      details: [
        `settings-paint, reloaded offline at ${SETTINGS.path} (from navigation start), 4x CPU, median of ${RUNS}: ${summary(reloads, 'the whole form')}`,
      ],
    }
  } finally {
    await context.close()
  }
}
