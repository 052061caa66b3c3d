import type { Me, Order } from '../protocol/index.ts'
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
