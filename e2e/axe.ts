import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits for the page's finite animations (a panel sliding and fading in) to end: axe measures
 * colours as painted, and a panel still fading in reads as low contrast.
 */
async function animationsDone(page: Page): Promise<void> {
  // A string: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  )`)
}

/** axe-core on what is shown now, once it has settled: no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await animationsDone(page)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `${what}: serious or critical axe violations`).toEqual([])
}
