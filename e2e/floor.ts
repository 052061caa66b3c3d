import type { Page } from '@playwright/test'

/**
 * Where a point of the floor (fractions, as a table's data-place) is on the screen, through the
 * plan's zoom and pan (its data-view: scale, x, y); the canvas sits inside a 1 px border.
 */
export async function planPoint(
  page: Page,
  fx: number,
  fy: number,
): Promise<{ x: number; y: number }> {
  const plan = page.getByTestId('floor-plan')
  const box = (await plan.boundingBox())!
  const [scale, vx, vy] = (await plan.getAttribute('data-view'))!.split(',').map(Number)
  const width = box.width - 2
  const height = box.height - 2
  return { x: box.x + 1 + vx! + fx * width * scale!, y: box.y + 1 + vy! + fy * height * scale! }
}

/** A click on a table drawn on the plan (its place is in the list's data-place). */
export async function clickTableOnPlan(page: Page, name: string): Promise<void> {
  const place = await page.locator(`[data-table="${name}"]`).getAttribute('data-place')
  const [x, y] = place!.split(',').map(Number)
  const at = await planPoint(page, x!, y!)
  await page.mouse.click(at.x, at.y)
}
