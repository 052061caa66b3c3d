import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SignJWT, decodeJwt } from 'jose'
import { E2E_DATA_DIR } from '../playwright.config.ts'
import { Board } from './board.ts'
import { placeRoomServiceOrder, serverOrder, staffLogin } from './demo.ts'
import { serverChanges, serverCursor } from './server-state.ts'

/** The same access token, expired a minute ago (signed with the server's secret in its DATA_DIR). */
async function expiredCopy(token: string): Promise<string> {
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8').trim()
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(token)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret))
}

test('an access token that expires mid-shift is refreshed once and the staff action goes through once', async ({
  page,
  context,
}) => {
  await staffLogin(page, 'waiter')
  const board = new Board(page)
  const order = await placeRoomServiceOrder(2, 'token expired mid-shift')
  await board.expectIn('pending', order._id)

  // The access token runs out while the tablet stays open on the board.
  const access = (await context.cookies()).find((c) => c.name === 'access')!
  const expired = await expiredCopy(access.value)
  await context.addCookies([{ ...access, value: expired }])
  const answers: { path: string; status: number }[] = []
  page.on('response', (res) => {
    const { pathname } = new URL(res.url())
    if (pathname.startsWith('/api/')) answers.push({ path: pathname, status: res.status() })
  })
  const before = await serverCursor()

  await board.accept(order._id)
  await expect.poll(async () => (await serverOrder(order._id)).status).toBe('Accepted')
  await expect(board.card(order._id)).not.toHaveAttribute('data-waiting', 'true')
  // The expired token was refreshed exactly once — by whichever request met it first (the push,
  // a pull, or the socket's reconnect) — and the action was then sent; a push refused with the
  // expired token is sent again once.
  const pushes = answers.filter((a) => a.path === '/api/v2/sync/push').map((a) => a.status)
  expect([[200], [401, 200]]).toContainEqual(pushes)
  const refreshes = answers.filter((a) => a.path === '/api/v2/access/refreshToken')
  expect(refreshes).toEqual([{ path: '/api/v2/access/refreshToken', status: 200 }])
  const renewed = (await context.cookies()).find((c) => c.name === 'access')!
  expect(renewed.value).not.toBe(expired)
  expect(decodeJwt(renewed.value).exp! * 1000).toBeGreaterThan(Date.now())

  // Once: a single write on the server, no failure, and still signed in.
  const after = await serverChanges(before)
  expect(after.changes.map((c) => c.id)).toEqual([order._id])
  expect(after.cursor - before).toBe(1)
  await expect(page.getByRole('button', { name: /refused/ })).toHaveCount(0)
  await expect(page.getByText(/session has ended/)).toHaveCount(0)
  await page.reload()
  await board.expectIn('active', order._id)
})
