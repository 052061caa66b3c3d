import fs from 'node:fs'
import path from 'node:path'
import { expect, request, type APIRequestContext, type Page } from '@playwright/test'
import type { Article, Order, Service } from '../sync/protocol/index.ts'
import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config.ts'

export const BASE_URL = `http://localhost:${E2E_PORT}`

export interface DemoInfo {
  logins: { username: string; password: string; role: string }[]
  guests: { room: string; url: string; code: string }[]
}

/** What the server printed at start (demo-logins.json in its DATA_DIR). */
export function demo(): DemoInfo {
  return JSON.parse(
    fs.readFileSync(path.join(E2E_DATA_DIR, 'demo-logins.json'), 'utf8'),
  ) as DemoInfo
}

export const roomIdOf = (guest: DemoInfo['guests'][number]): string => guest.url.split('/').pop()!

/** A checked-in room: a demo guest by position in demo().guests, or a room id and its code. */
export type GuestRoom = number | { roomId: string; code: string }

/** A guest's phone, as an API client with its own cookies: opens the room with its code. */
export async function guestClient(
  room: GuestRoom,
): Promise<{ api: APIRequestContext; stayId: string; businessId: string }> {
  const { roomId, code } =
    typeof room === 'number'
      ? { roomId: roomIdOf(demo().guests[room]!), code: demo().guests[room]!.code }
      : room
  const api = await request.newContext({ baseURL: BASE_URL })
  const res = await api.post('/api/v2/access/getStayAccessToken', {
    data: { room_id: roomId, password: code },
  })
  if (!res.ok()) throw new Error(`room code refused: ${res.status()} ${await res.text()}`)
  const body = (await res.json()) as { stay_id: string; business_id: string }
  return { api, stayId: body.stay_id, businessId: body.business_id }
}

/** An item of a room-service order: the article by its English name, how many, chosen answers. */
export interface RoomOrderLine {
  article: string
  count?: number
  modifiers?: { index: number; answers: number[] }[]
}

/**
 * Places a room-service order for a stay through the API: `lines` paid by `payment`, else one
 * item without required modifiers, in cash.
 */
export async function placeRoomServiceOrder(
  room: GuestRoom,
  note = '',
  order: { payment?: Order['payment']; lines?: RoomOrderLine[] } = {},
): Promise<Order> {
  const { api, stayId } = await guestClient(room)
  const services = (await (await api.get('/api/v2/access/getServices')).json()) as Service[]
  const roomService = services.find((s) => s.type === 'roomservice')!
  const articles = (await (
    await api.get(
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${roomService._id}`,
    )
  ).json()) as Article[]
  const plain = articles.find((a) => a.modifiers.every((m) => !m.required))!
  const content = (order.lines ?? [{ article: plain.name.en }]).map((l) => {
    const article = articles.find((a) => a.name.en === l.article)
    if (!article) throw new Error(`no room-service article ${l.article}`)
    return { article_id: article._id, count: l.count ?? 1, modifiers: l.modifiers ?? [] }
  })
  const res = await api.post('/api/v2/restaraunt-bar/order/createOrder', {
    data: {
      service_id: roomService._id,
      stay_id: stayId,
      payment: order.payment ?? 'cash',
      note,
      content,
    },
  })
  if (!res.ok()) throw new Error(`order refused: ${res.status()} ${await res.text()}`)
  const placed = (await res.json()) as Order
  await api.dispose()
  return placed
}

/** Reads an order as the owner sees it on the server. */
export async function serverOrder(orderId: string): Promise<Order> {
  const api = await request.newContext({ baseURL: BASE_URL })
  const login = await api.post('/api/v2/access/login/', {
    data: { username: 'owner', password: 'demo1234' },
  })
  if (!login.ok()) throw new Error('owner login failed')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const pages = await Promise.all(
    ['getPendingOrder', 'getAcceptedOrders', 'getFinishedOrders'].map(
      async (p) =>
        (await (
          await api.get(`/api/v2/restaraunt-bar/order/${p}/${me.business_id}`)
        ).json()) as Order[],
    ),
  )
  const history = (await (
    await api.get(`/api/v2/restaraunt-bar/order/getOrdersPaginated/${me.business_id}/1/100`)
  ).json()) as { orders: Order[] }
  await api.dispose()
  const found = [...pages.flat(), ...history.orders].find((o) => o._id === orderId)
  if (!found) throw new Error(`order ${orderId} not found on the server`)
  return found
}

/**
 * Signs a staff member in through the login screen and waits for the back office: the orders
 * board, or the screen the member's role starts on (kitchen, spa timeline, rooms: home.ts).
 */
export async function staffLogin(page: Page, username: string): Promise<void> {
  await page.goto('/app/h/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill('demo1234')
  await page.getByLabel(/password/i).press('Enter')
  await page.waitForURL(
    (url) => /^\/app\/h(\/|$)/.test(url.pathname) && !url.pathname.endsWith('/login'),
  )
  await page.locator('#back-office-sidebar').waitFor({ state: 'attached' })
}

/** Waits until the staff service worker is active and controls the page (safe to go offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistration('/app/h/'))?.active?.state ?? null,
      ),
    )
    .toBe('activated')
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    // The first visit installed the worker; the next navigation is served by it.
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
  }
}

/** Saves a screenshot to test-results/screens/<name>.png, to look at what a test saw. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join('test-results', 'screens', `${name}.png`),
    fullPage: true,
  })
}

/** Opens the room with its code and follows the room page's booking link of the restaurant. */
export async function openRoomTableBooking(page: Page): Promise<void> {
  const guest = demo().guests[3]!
  await page.goto(guest.url)
  await page.getByLabel('Room code').fill(guest.code)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('region', { name: 'Reserve a table' })
    .getByRole('link', { name: /Restaurant/ })
    .click()
  await expect(page).toHaveURL(/\/app\/hu\/reservation\/[^/]+\/Restaurant$/)
  // Today's times, or the text that none is left (late in the evening): the form is ready.
  await expect(
    page
      .getByRole('group', { name: 'Time' })
      .getByRole('radio')
      .first()
      .or(page.getByText('No free time on this day')),
  ).toBeVisible()
}
