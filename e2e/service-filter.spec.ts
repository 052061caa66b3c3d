import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, screenshot, staffLogin } from './demo.ts'
import { placeTableOrder } from './server-state.ts'

test("each board column filters by service on its own, and the route's service presets both", async ({
  page,
}) => {
  await staffLogin(page, 'waiter')
  const board = new Board(page)
  const table = await placeTableOrder('T5', 'filter: restaurant')
  const room = await placeRoomServiceOrder(2, 'filter: room service')
  await board.expectIn('pending', table._id)
  await board.expectIn('pending', room._id)
  // The waiter's board offers the order services they may read (the pool bar has no board).
  await expect(board.column('pending').getByLabel('Service').locator('option')).toHaveText([
    'All services',
    'Restaurant',
    'Room service',
  ])

  await board.filter('pending', 'Restaurant')
  await board.expectIn('pending', table._id)
  await expect(board.card(room._id)).toHaveCount(0)
  await expect(board.column('pending').locator('[data-order-id]')).not.toHaveCount(0)
  for (const card of await board.column('pending').locator('[data-order-id]').all()) {
    await expect(card).toContainText('Restaurant')
  }
  await screenshot(page, 'board-filter-restaurant')
  await board.filter('pending', 'Room service')
  await board.expectIn('pending', room._id)
  await expect(board.card(table._id)).toHaveCount(0)

  // The active column keeps its own filter: room service only.
  await board.filter('active', 'Room service')
  await board.filter('pending', 'All services')
  await board.accept(table._id)
  await board.accept(room._id)
  await board.expectIn('active', room._id)
  await expect(board.card(table._id)).toHaveCount(0)
  await board.filter('active', 'All services')
  await board.expectIn('active', table._id)

  // /app/h/orders/<service name> opens with both columns on that service.
  await page.goto('/app/h/orders/Restaurant')
  await expect(board.column('pending').getByLabel('Service')).toHaveValue(table.service_id)
  await expect(board.column('active').getByLabel('Service')).toHaveValue(table.service_id)
  await board.expectIn('active', table._id)
  await expect(board.card(room._id)).toHaveCount(0)
})
