import { request, type APIRequestContext } from '@playwright/test'
import type { Article, Change, DiningTable, Order } from '../sync/protocol/index.ts'
import { BASE_URL } from './demo.ts'

/** An API client signed in as a demo staff member (password demo1234). */
export async function staffApi(username: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL })
  const login = await api.post('/api/v2/access/login/', {
    data: { username, password: 'demo1234' },
  })
  if (!login.ok()) throw new Error(`${username} login failed: ${login.status()}`)
  return api
}

/**
 * Every row the owner may read that changed after `cursor`, as the sync pull gives it (all
 * pages), and the cursor at the end: the newest version the server handed out to the hotel.
 * Every server write takes the next version of one global sequence, so the cursor counts writes.
 */
export async function serverChanges(cursor = 0): Promise<{ changes: Change[]; cursor: number }> {
  const api = await staffApi('owner')
  const changes: Change[] = []
  let more = true
  while (more) {
    const res = await api.get(`/api/v2/sync/pull?cursor=${cursor}&limit=2000`)
    if (!res.ok()) throw new Error(`pull failed: ${res.status()}`)
    const page = (await res.json()) as { changes: Change[]; cursor: number; more: boolean }
    changes.push(...page.changes)
    cursor = page.cursor
    more = page.more
  }
  await api.dispose()
  return { changes, cursor }
}

/** The newest version on the server (see serverChanges). */
export async function serverCursor(): Promise<number> {
  return (await serverChanges(0)).cursor
}

/** Orders among changes, by id. */
export function changedOrders(changes: readonly Change[]): Map<string, Order> {
  return new Map(
    changes.filter((c) => c.table === 'orders' && c.row).map((c) => [c.id, c.row as Order]),
  )
}

/** A demo dining table by name (T1…T8 restaurant, P1…P4 pool bar). */
export async function demoTable(name: string): Promise<DiningTable> {
  const { changes } = await serverChanges(0)
  const table = changes
    .filter((c) => c.table === 'tables' && c.row)
    .map((c) => c.row as DiningTable)
    .find((t) => t.name === name)
  if (!table) throw new Error(`no table ${name}`)
  return table
}

/** A guest at a table orders (anonymously, as the table link does) an item without required modifiers. */
export async function placeTableOrder(tableName: string, note = ''): Promise<Order> {
  const table = await demoTable(tableName)
  const api = await request.newContext({ baseURL: BASE_URL })
  const articles = (await (
    await api.get(
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${table.service_id}`,
    )
  ).json()) as Article[]
  const article = articles.find((a) => a.modifiers.every((m) => !m.required))!
  const res = await api.post('/api/v2/restaraunt-bar/order/createOrder', {
    data: {
      service_id: table.service_id,
      table_id: table._id,
      payment: 'cash',
      note,
      content: [{ article_id: article._id, count: 1, modifiers: [] }],
    },
  })
  if (!res.ok()) throw new Error(`table order refused: ${res.status()} ${await res.text()}`)
  const order = (await res.json()) as Order
  await api.dispose()
  return order
}

/** Another tablet (the manager's) accepts an order through the REST endpoint. */
export async function acceptOnServer(orderId: string): Promise<Order> {
  const api = await staffApi('manager')
  const res = await api.put('/api/v2/restaraunt-bar/order/acceptOrder', {
    data: { order_id: orderId },
  })
  if (!res.ok()) throw new Error(`accept refused: ${res.status()} ${await res.text()}`)
  const order = (await res.json()) as Order
  await api.dispose()
  return order
}
