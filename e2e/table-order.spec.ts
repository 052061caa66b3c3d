import { clickTableOnPlan } from './floor.ts'
import { expect, test, type Page } from '@playwright/test'
import type { Order, Room, Stay } from '../sync/protocol/index.ts'
import { pdfPagesText } from '../tests/helpers/read-pdf.ts'
import { hotelDay } from './hotel-clock.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { changedOrders, demoTable, serverChanges, serverCursor, staffApi } from './server-state.ts'

// T7 and T8 of the demo restaurant: the other specs leave them alone after this one runs.
const PLAN = '/app/h/tables/Restaurant'
const TABLET = '/app/h/tablesl/Restaurant'
const row = (page: Page, name: string) => page.locator(`li[data-table="${name}"]`)

/** The orders the server has with this note (the specs share one server), from `cursor`. */
async function serverOrdersNoted(cursor: number, note: string): Promise<Order[]> {
  const { changes } = await serverChanges(cursor)
  return [...changedOrders(changes).values()].filter((o) => o.note === note)
}

/** Served and paid, so the board and the tables are as the other specs expect them. */
async function clearAway(order: Order): Promise<void> {
  const api = await staffApi('manager')
  const finish = await api.put('/api/v2/restaraunt-bar/order/finishOrder', {
    data: { order_id: order._id },
  })
  expect(finish.ok(), await finish.text()).toBe(true)
  const pay = await api.put('/api/restaraunt-bar/order/paidOrders/', {
    data: { ids: [order._id], user_id: null },
  })
  expect(pay.ok(), await pay.text()).toBe(true)
  await api.dispose()
}

test('floor plan: an order added to a table offline survives a reload and lands once with server prices', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const note = `Window seat ${Date.now()}`
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto(PLAN)
  await expect(row(page, 'T7')).toBeVisible()
  await expect(page.getByTestId('floor-plan').locator('canvas').first()).toBeVisible()
  const cursor = await serverCursor()

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  // A click on the table shows its panel: what is happening there and its actions.
  await clickTableOnPlan(page, 'T7')
  await page.locator('[data-table-panel="T7"]').getByRole('button', { name: 'Add order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an order to table T7' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Add Mineral water' }).click()
  await dialog.getByRole('button', { name: 'Add Mineral water' }).click()
  // A required answer: asked for before the steak goes in.
  await dialog.getByRole('button', { name: 'Add Rib-eye steak' }).click()
  await dialog.getByRole('button', { name: 'Add to the order' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This is required.')
  await dialog.getByLabel('Medium').check()
  await dialog.getByRole('button', { name: 'Add to the order' }).click()
  const water = dialog.locator('li[data-line="Mineral water"]')
  await expect(water.locator('output')).toHaveText('2')
  await expect(dialog.locator('li[data-line="Rib-eye steak"]')).toContainText('Medium')
  await dialog.getByLabel('Note').fill(note)
  await dialog.getByLabel('Card').check()
  await expect(dialog.getByText(/^Total: .*32[.,]00/)).toBeVisible()
  await screenshot(page, 'table-order-dialog-light')
  await expectAccessible(page, 'add order popup, desktop light')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Order for table T7 added.')).toBeVisible()

  // Reloaded offline: the order is still on the board, waiting.
  await page.reload()
  await page.goto('/app/h/')
  const card = page.locator('[data-column="active"] [data-order-id]').filter({ hasText: note })
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('data-waiting', 'true')
  expect(await serverOrdersNoted(cursor, note)).toEqual([])

  // Online: sent once, priced by the server (2 x 3 + 26), and the board shows the server's row.
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverOrdersNoted(cursor, note)).length, { timeout: 20_000 })
    .toBe(1)
  const [landed] = await serverOrdersNoted(cursor, note)
  expect(landed).toMatchObject({ status: 'Accepted', origin: 'Reception', payment: 'card' })
  expect(landed!.content.map((l) => [l.name.en, l.price, l.count])).toEqual([
    ['Mineral water', 3, 2],
    ['Rib-eye steak', 26, 1],
  ])
  await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  await expect(card).toHaveAttribute('data-order-id', landed!._id)
  await clearAway(landed!)
  await context.close()
})

test('locked tablet: a table gets a new order and shows it; the popup works at 600 px in dark', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const note = `Birthday ${Date.now()}`
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  await page.goto(TABLET)
  await expect(page.getByRole('button', { name: 'Leave locked mode' })).toBeVisible()
  const cursor = await serverCursor()
  await page.locator('button[data-table="T8"]').click()
  const table = page.getByRole('dialog', { name: 'Table T8' })
  await table.getByRole('button', { name: 'Add an order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an order to table T8' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Find an item').fill('espre')
  await expect(dialog.getByRole('button', { name: /^Add / })).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Add Espresso' }).click()
  // Its milk is optional: none is chosen unless staff pick one.
  await dialog.getByRole('button', { name: 'Add to the order' }).click()
  // Back on the menu, the search is still there (the next espresso is one click away).
  await expect(dialog.getByLabel('Find an item')).toHaveValue('espre')
  await dialog.getByRole('button', { name: 'One Espresso more' }).click()
  await dialog.getByLabel('Note').fill(note)
  await screenshot(page, 'table-order-dialog-dark-600')
  await expectAccessible(page, 'add order popup, 600 px dark')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()

  // Back on the table: the new order is there.
  await expect(table).toBeVisible()
  const order = table.locator('article[data-order-id]').filter({ hasText: 'Espresso' })
  await expect(order).toBeVisible()
  await expect
    .poll(async () => (await serverOrdersNoted(cursor, note)).length, { timeout: 20_000 })
    .toBe(1)
  const [landed] = await serverOrdersNoted(cursor, note)
  expect(landed!.content.map((l) => [l.name.en, l.price, l.count])).toEqual([['Espresso', 2.2, 2]])
  await expect(order).toHaveAttribute('data-order-id', landed!._id)
  await expect(order).not.toHaveAttribute('data-waiting', 'true')
  await screenshot(page, 'table-order-locked-dark-600')
  await clearAway(landed!)
  await context.close()
})

test("a waiter charges a table's order to a room: the board names the table and the room, and the stay's invoice lists it", async ({
  browser,
}) => {
  // A guest checks into an empty room at another desk.
  const { changes } = await serverChanges(0)
  const rows = <T>(table: string) =>
    changes.filter((c) => c.table === table && c.row).map((c) => c.row as T)
  const occupied = new Set(
    rows<Stay>('stays')
      .filter((s) => s.check_in)
      .map((s) => s.room_id),
  )
  const room = rows<Room>('rooms')
    .filter((r) => !occupied.has(r._id))
    .sort((a, b) => b.name.localeCompare(a.name, undefined, { numeric: true }))[0]!
  const desk = await staffApi('reception')
  const checkIn = await desk.post('/api/v2/hotel/stay/generateNewPasswordAndCheckIn', {
    data: { room_id: room._id, checkout: hotelDay(1), guest_name: 'Charge Gost', lang: 'en' },
  })
  expect(checkIn.ok(), await checkIn.text()).toBe(true)
  const stay = (await checkIn.json()) as Stay

  const note = `Room charge ${Date.now()}`
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(PLAN)
  await page.getByRole('button', { name: 'Add order for table T8' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an order to table T8' })
  await dialog.getByRole('button', { name: 'Add Mineral water' }).click()
  await dialog.getByLabel('Note').fill(note)
  await dialog.getByLabel('Room bill').check()
  // The room is chosen before it can be sent.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
  await dialog
    .getByLabel('Charge to room')
    .selectOption({ label: `Room ${room.name} · Charge Gost` })
  await screenshot(page, 'table-order-room-charge')
  await expectAccessible(page, 'add order popup, room charge')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Order for table T8 added.')).toBeVisible()

  // The board tells the waiter where to bring it and whose bill it is.
  await page.goto('/app/h/orders')
  const card = page.locator('[data-order-id]').filter({ hasText: note })
  await expect(card).toContainText(`Table T8 · Room ${room.name} bill`)
  await expect
    .poll(async () => (await serverOrdersNoted(0, note)).length, { timeout: 20_000 })
    .toBe(1)
  const [charged] = await serverOrdersNoted(0, note)
  expect(charged).toMatchObject({
    payment: 'room',
    stay_id: stay._id,
    room_number: room.name,
    table_id: (await demoTable('T8'))._id,
  })

  // Served; the guest leaves: the invoice lists the water.
  await clearAway(charged!)
  const out = await desk.put('/api/v2/hotel/stay/checkout', { data: { stay_id: stay._id } })
  expect(out.ok(), await out.text()).toBe(true)
  const { invoice } = (await out.json()) as { invoice: string }
  const text = (await pdfPagesText(new Uint8Array(Buffer.from(invoice, 'base64')))).join(' ')
  expect(text).toContain('Mineral water')
  await desk.dispose()
  await context.close()
})
