import type { Me, Order } from '../protocol/index.ts'
import type { OutboxRow } from '../outbox/types.ts'
import type { AnySyncRow } from '../db.ts'

/** A valid order row for unit tests. */
export function makeOrder(overrides: Partial<Order> = {}): Order & AnySyncRow {
  return {
    _id: 'order-1',
    business_id: 'biz-1',
    service_id: 'svc-restaurant',
    status: 'Pending',
    time: '2026-11-21T10:00:00.000Z',
    table_id: 'table-1',
    stay_id: null,
    room_number: null,
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: '',
    source: null,
    origin: 'External',
    content: [
      {
        article_id: 'article-1',
        name: { en: 'Espresso' },
        price: 2.5,
        count: 1,
        modifiers: [],
        operatingPrice: false,
        category_id: 'cat-1',
      },
    ],
    payment: 'cash',
    decline_reason: null,
    updated_at: '2026-11-21T10:00:00.000Z',
    version: 10,
    ...overrides,
  }
}

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    role: 'employee',
    username: 'waiter',
    business_id: 'biz-1',
    employee_id: 'emp-1',
    account_id: 'acc-waiter',
    employee_role: 'waiter',
    manager: false,
    permissions: {},
    ...overrides,
  }
}

/** A pending outbox row accepting `orderId` (default `order-${seq}`), for unit tests. */
export function makeOutboxRow(
  seq: number,
  overrides: Partial<OutboxRow> = {},
  orderId = `order-${seq}`,
): OutboxRow {
  const entity = { table: 'orders' as const, id: orderId }
  return {
    id: `row-${seq}`,
    seq,
    accountId: 'acc-1',
    type: 'order.accept',
    payload: { order_id: orderId },
    entity,
    entities: [entity],
    entityIds: [orderId],
    createdAt: '2026-11-21T10:00:00.000Z',
    attempts: 0,
    state: 'pending',
    error: null,
    ...overrides,
  }
}
