import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, screenshot, staffLogin } from './demo.ts'
import { changedOrders, placeTableOrder, serverChanges, serverCursor } from './server-state.ts'

test('a waiter finishes orders and marks them paid, and the server takes each step once', async ({
  page,
}) => {
  await staffLogin(page, 'waiter')
  const board = new Board(page)
  const roomOrder = await placeRoomServiceOrder(0, 'finish and pay (room)')
  const tableOrder = await placeTableOrder('T2', 'finish and pay (table)')
  await board.expectIn('pending', roomOrder._id)
  await board.expectIn('pending', tableOrder._id)
  await expect(board.card(tableOrder._id)).toContainText('T2')
  const start = await serverCursor()

  // Room service, paid in cash: Accept, Delivered (it then waits for the money), Mark paid.
  await board.accept(roomOrder._id)
  await board.expectIn('active', roomOrder._id)
  await board.press(roomOrder._id, 'Delivered')
  await expect(board.card(roomOrder._id)).toHaveAttribute('data-status', 'Finished')
  await expect(board.card(roomOrder._id)).toContainText('Finished, not paid yet')
  await board.expectIn('active', roomOrder._id)
  await screenshot(page, 'board-finished-not-paid')
  await board.press(roomOrder._id, 'Mark paid')
  await expect(board.card(roomOrder._id)).toHaveCount(0)

  // A restaurant table: Accept, Finish, Mark paid.
  await board.accept(tableOrder._id)
  await board.expectIn('active', tableOrder._id)
  await board.press(tableOrder._id, 'Finish')
  await expect(board.card(tableOrder._id)).toContainText('Finished, not paid yet')
  await board.press(tableOrder._id, 'Mark paid')
  await expect(board.card(tableOrder._id)).toHaveCount(0)

  // Both paid on the server, and exactly six writes were made: one per step, none repeated.
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0)
  await expect
    .poll(async () => [...changedOrders((await serverChanges(start)).changes).values()].length)
    .toBe(2)
  await expect
    .poll(async () => {
      const orders = changedOrders((await serverChanges(start)).changes)
      return [orders.get(roomOrder._id)?.status, orders.get(tableOrder._id)?.status]
    })
    .toEqual(['Paid', 'Paid'])
  const { changes, cursor } = await serverChanges(start)
  expect(changes.map((c) => c.id).sort()).toEqual([roomOrder._id, tableOrder._id].sort())
  expect(cursor - start).toBe(6)
  await expect(page.getByRole('button', { name: /refused/ })).toHaveCount(0)
})
