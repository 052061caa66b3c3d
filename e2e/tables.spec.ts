import { expect, test, type Locator, type Page } from '@playwright/test'
import type { DiningTable } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { serverChanges, serverCursor, staffApi } from './server-state.ts'

const PLAN = '/app/h/tables/Restaurant'
const TABLE_BASE = '/api/v2/restaraunt-bar/table'

/** The demo restaurant's tables as the server has them, by name. */
async function serverTables(): Promise<Map<string, DiningTable>> {
  const api = await staffApi('owner')
  const services = (await (await api.get('/api/v2/access/getServices')).json()) as {
    _id: string
    name: string
  }[]
  const restaurant = services.find((s) => s.name === 'Restaurant')!
  const res = await api.get(`${TABLE_BASE}/getTablesByServiceIDs?service_ids=${restaurant._id}`)
  const tables = (await res.json()) as DiningTable[]
  await api.dispose()
  return new Map(tables.map((t) => [t.name, t]))
}

/** Puts tables back where they were (the specs share one server). */
async function putBack(tables: readonly DiningTable[]): Promise<void> {
  const api = await staffApi('owner')
  const res = await api.put('/api/restaraunt-bar/table/updateTableMany/', {
    data: {
      tables: tables.map((t) => ({
        _id: t._id,
        coordinate_x: t.coordinate_x,
        coordinate_y: t.coordinate_y,
      })),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.dispose()
}

const row = (page: Page, name: string): Locator => page.locator(`[data-table="${name}"]`)
const placeOf = async (page: Page, name: string): Promise<[number, number]> => {
  const [x, y] = (await row(page, name).getAttribute('data-place'))!.split(',').map(Number)
  return [x!, y!]
}

/** Drags a table on the canvas by a share of the floor, with the real mouse. */
async function drag(page: Page, table: DiningTable, dx: number, dy: number): Promise<void> {
  const box = (await page.getByTestId('floor-plan').boundingBox())!
  const [x, y] = await placeOf(page, table.name)
  const from = { x: box.x + 1 + x * (box.width - 2), y: box.y + 1 + y * (box.height - 2) }
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + dx * box.width, from.y + dy * box.height, { steps: 12 })
  await page.mouse.up()
}

test('the floor plan moved offline is saved once on reconnect, a refused save says SAVE FAILED', async ({
  browser,
}) => {
  const before = await serverTables()
  const t1 = before.get('T1')!
  const t2 = before.get('T2')!
  const t3 = before.get('T3')!
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto(PLAN)
  await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible()
  await expect(row(page, 'T8')).toBeVisible()
  await expect(page.getByTestId('floor-plan').locator('canvas').first()).toBeVisible()
  await screenshot(page, 'tables-view-light')
  await expectAccessible(page, 'floor plan, desktop light')

  // Offline: move mode, two tables dragged on the canvas, one save.
  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Move tables' }).click()
  await drag(page, t1, 0.05, 0.1)
  await drag(page, t2, -0.05, 0.12)
  await expect(page.getByRole('status').filter({ hasText: '2 tables moved' })).toBeVisible()
  const movedT1 = await placeOf(page, 'T1')
  const movedT2 = await placeOf(page, 'T2')
  expect(movedT1[0]).toBeGreaterThan(t1.coordinate_x + 0.03)
  expect(movedT2[1]).toBeGreaterThan(t2.coordinate_y + 0.08)
  await screenshot(page, 'tables-move-light')
  const cursor = await serverCursor()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(row(page, 'T1')).toHaveAttribute('data-waiting', 'true')
  await expect(row(page, 'T2')).toHaveAttribute('data-waiting', 'true')
  await expect(page.getByText('2 tables waiting to sync')).toBeVisible()

  // Reloaded offline: still moved, still waiting.
  await page.reload()
  await expect(row(page, 'T1')).toHaveAttribute('data-waiting', 'true')
  expect(await placeOf(page, 'T1')).toEqual(movedT1)
  expect(await placeOf(page, 'T2')).toEqual(movedT2)

  // Back online: saved once, as one action.
  await context.setOffline(false)
  await expect(row(page, 'T1')).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  await expect(row(page, 'T2')).not.toHaveAttribute('data-waiting', 'true')
  const after = await serverTables()
  expect([after.get('T1')!.coordinate_x, after.get('T1')!.coordinate_y]).toEqual(movedT1)
  expect([after.get('T2')!.coordinate_x, after.get('T2')!.coordinate_y]).toEqual(movedT2)
  const { changes } = await serverChanges(cursor)
  const tableChanges = changes.filter((c) => c.table === 'tables').map((c) => c.id)
  expect(tableChanges.sort()).toEqual([t1._id, t2._id].sort())
  // Each changed row appears once in a pull; one save gives consecutive versions.
  const versions = [after.get('T1')!.version, after.get('T2')!.version].sort((a, b) => a - b)
  expect(versions[1]! - versions[0]!).toBe(1)

  // Put back (other specs use the demo plan), and the plan follows.
  await putBack([t1, t2])
  await expect(row(page, 'T1')).toHaveAttribute(
    'data-place',
    `${t1.coordinate_x.toFixed(4)},${t1.coordinate_y.toFixed(4)}`,
  )

  // A save the server refuses (T3 was removed meanwhile: the push names a table it does not
  // have): 'SAVE FAILED', and T3 is back where the server has it. Moved by keyboard this time.
  await page.route('**/api/v2/sync/push', async (route) => {
    const body = route.request().postData() ?? ''
    await route.continue({
      postData: body.replaceAll(t3._id, '00000000-0000-4000-8000-000000000000'),
    })
  })
  await page.getByRole('button', { name: 'Move tables' }).click()
  const t3Button = row(page, 'T3').getByRole('button', { name: /^T3/ })
  await t3Button.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Shift+ArrowDown')
  await expect(page.getByRole('status').filter({ hasText: '1 table moved' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'SAVE FAILED' })
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await expect(alert).toContainText('A table was removed in the meantime.')
  await expect(row(page, 'T3')).toHaveAttribute(
    'data-place',
    `${t3.coordinate_x.toFixed(4)},${t3.coordinate_y.toFixed(4)}`,
  )
  await screenshot(page, 'tables-save-failed-light')
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
  await page.unroute('**/api/v2/sync/push')
  expect((await serverTables()).get('T3')!.coordinate_x).toBe(t3.coordinate_x)
  await context.close()
})

test('the table form checks its fields and creates a table with a length', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(PLAN)
  await page.getByRole('button', { name: 'New table' }).click()
  const dialog = page.getByRole('dialog', { name: 'New table' })
  await dialog.getByLabel('Name').fill('T1')
  await dialog.getByLabel('Seats').fill('0')
  await dialog.getByLabel('Minutes').fill('75')
  await dialog.getByRole('button', { name: 'Save table' }).click()
  await expect(dialog).toContainText('Another table of this service has this name.')
  await expect(dialog).toContainText('Seats must be a whole number from 1 to 100.')
  await expect(dialog).toContainText('Minutes must be a whole number from 0 to 59.')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await screenshot(page, 'tables-form-errors-light')

  await dialog.getByLabel('Name').fill('Terrace 9')
  await dialog.getByLabel('Seats').fill('6')
  await dialog.getByLabel('Type').selectOption('couch')
  await dialog.getByLabel('Rotation').selectOption('90')
  await dialog.getByLabel(/Active \(guests/).uncheck()
  await dialog.getByLabel('Hours').fill('1')
  await dialog.getByLabel('Minutes').fill('30')
  await dialog.getByRole('button', { name: 'Save table' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, 'Terrace 9')).toContainText('6 seats')
  await expect(row(page, 'Terrace 9')).toContainText('Inactive')
  await expect(row(page, 'Terrace 9')).not.toHaveAttribute('data-waiting', 'true', {
    timeout: 20_000,
  })
  const created = (await serverTables()).get('Terrace 9')
  expect(created).toMatchObject({
    capacity: 6,
    type: 'couch',
    rotation: 90,
    active: false,
    length: { h: 1, m: 30 },
  })
  await context.close()
})

test('the floor plan at 600 px, dark, is read-only and accessible', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(PLAN)
  await expect(row(page, 'T8')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Move tables' })).toBeDisabled()
  await expect(page.getByText('The floor plan is for wider screens')).toBeVisible()
  await expectAccessible(page, 'floor plan, dark, 600 px')
  await screenshot(page, 'tables-dark-600')
  await context.close()
})

test('the floor plan on a desktop in dark is accessible', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(PLAN)
  await expect(row(page, 'T8')).toBeVisible()
  await page.getByRole('button', { name: 'Edit table T8' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit table T8' })).toBeVisible()
  await expectAccessible(page, 'table form, dark desktop')
  await screenshot(page, 'tables-form-dark')
  await page.keyboard.press('Escape')
  await expectAccessible(page, 'floor plan, dark desktop')
  await screenshot(page, 'tables-dark-desktop')
  await context.close()
})
