import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../../../sync/protocol/index.ts'
import type { ActionError } from '../failure-reasons.ts'
import { describeAction, describeNow, describeReason, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext } from './types.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const order = (
  status: Order['status'],
  place: { room_number?: string; table_id?: string },
): Pick<Order, 'status' | 'room_number' | 'table_id' | 'service_id'> => ({
  status,
  room_number: place.room_number ?? null,
  table_id: place.table_id ?? null,
  service_id: 'rs',
})

const ctx: DescribeContext = {
  i18n,
  language: 'en',
  orders: new Map([
    ['o-room', order('Accepted', { room_number: '12' })],
    ['o-table', order('Declined', { table_id: 't4' })],
    ['o-nowhere', order('Pending', {})],
  ]),
  services: new Map([['rs', { name: 'Room service' }]]),
  tables: new Map([
    ['t4', { name: '4' }],
    ['t5', { name: '5' }],
    ['t6', { name: 'Terrace' }],
  ]),
  rooms: new Map([['r12', { name: '12', status: 'inactive' as const }]]),
  categories: new Map([['c1', { name: { en: 'Drinks', srb: 'Pića' } }]]),
  articles: new Map([['a1', { name: { en: 'Espresso', srb: 'Espreso' } }]]),
  stays: new Map(),
  tickets: new Map(),
}

const conflict: ActionError = { status: 409, code: 'order.illegal_transition', message: 'x' }
const forbidden: ActionError = { status: 403, code: 'forbidden', message: 'x' }

const row = (
  type: string,
  entity: [string, string],
  payload: unknown = {},
  error: ActionError | null = null,
): DescribableRow => ({ type, payload, entity: { table: entity[0], id: entity[1] }, error })

describe('describeAction', () => {
  it('names order actions and the order by room or table and service', () => {
    expect(describeAction(row('order.decline', ['orders', 'o-room']), ctx)).toEqual({
      what: 'Decline order',
      on: 'Order for room 12 · Room service',
    })
    expect(describeAction(row('order.pay', ['orders', 'o-table']), ctx)).toEqual({
      what: 'Mark order paid',
      on: 'Order for table 4 · Room service',
    })
    expect(describeAction(row('order.accept', ['orders', 'o-nowhere']), ctx).on).toBe(
      'Order · Room service',
    )
    // An order no longer on this device: the action is still named.
    expect(describeAction(row('order.finish', ['orders', 'gone']), ctx)).toEqual({
      what: 'Finish order',
      on: null,
    })
    expect(describeAction(row('order.split', ['orders', 'o-room']), ctx).what).toBe('Change order')
  })

  it('names room, category and table actions', () => {
    expect(
      describeAction(row('room.setActive', ['rooms', 'r12'], { room_id: 'r12' }), ctx),
    ).toEqual({ what: 'Set room 12 active', on: null })
    expect(describeAction(row('room.setInactive', ['rooms', 'r12']), ctx).what).toBe(
      'Set room 12 inactive',
    )
    const create = row('category.create', ['categories', 'c2'], {
      _id: 'c2',
      name: { en: 'Desserts', srb: 'Dezerti' },
    })
    expect(describeAction(create, ctx).what).toBe('Create category Desserts')
    expect(describeAction(create, { ...ctx, language: 'srb' }).what).toBe('Create category Dezerti')
    expect(describeAction(row('category.delete', ['categories', 'c1']), ctx).what).toBe(
      'Delete category Drinks',
    )
    expect(describeAction(row('category.delete', ['categories', 'c9']), ctx).what).toBe(
      'Delete a category',
    )
    expect(describeAction(row('category.reorder', ['categories', 'c1']), ctx).what).toBe(
      'Reorder categories',
    )
    const item = row('article.create', ['articles', 'a2'], { _id: 'a2', name: { en: 'Tea' } })
    expect(describeAction(item, ctx).what).toBe('Create item Tea')
    expect(describeAction(row('article.update', ['articles', 'a1']), ctx).what).toBe(
      'Change item Espresso',
    )
    expect(
      describeAction(row('article.delete', ['articles', 'a1']), { ...ctx, language: 'srb' }).what,
    ).toBe('Delete item Espreso')
    expect(describeAction(row('article.delete', ['articles', 'a9']), ctx).what).toBe(
      'Delete an item',
    )
    expect(describeAction(row('image.upload', ['articles', 'a1']), ctx).what).toBe(
      'Upload picture of Espresso',
    )
    expect(describeAction(row('image.upload', ['categories', 'c9']), ctx).what).toBe(
      'Upload a picture',
    )
    const move = row('table.updateMany', ['tables', 't4'], {
      tables: ['t4', 't5', 't6'].map((_id) => ({ _id, coordinate_x: 0, coordinate_y: 0 })),
    })
    expect(describeAction(move, ctx)).toEqual({ what: 'Move 3 tables', on: 'Tables 4, 5, Terrace' })
    const one: DescribableRow = {
      ...row('table.updateMany', ['tables', 't9'], null),
      entities: [{ table: 'tables', id: 't9' }],
    }
    expect(describeAction(one, ctx)).toEqual({ what: 'Move 1 table', on: null })
  })

  it('falls back to a generic text for a type it has no words for', () => {
    expect(describeAction(row('spa.book', ['appointments', 'a1']), ctx)).toEqual({
      what: 'A change made on this device',
      on: null,
    })
    expect(describeAction(row('toString', ['x', 'y']), ctx).what).toBe(
      'A change made on this device',
    )
  })
})

describe('describeRefusal', () => {
  it('tells what the other device did to the room or table order', () => {
    expect(describeRefusal(row('order.decline', ['orders', 'o-room'], {}, conflict), ctx)).toBe(
      "Room 12's order was already accepted on another device.",
    )
    expect(describeRefusal(row('order.accept', ['orders', 'o-table'], {}, conflict), ctx)).toBe(
      "Table 4's order was already declined on another device.",
    )
  })

  it('names the action and the reason when it was not another device', () => {
    expect(describeRefusal(row('order.decline', ['orders', 'o-room'], {}, forbidden), ctx)).toBe(
      'Not done: Decline order (Order for room 12 · Room service). Your account may not do this for this service.',
    )
    expect(describeRefusal(row('room.setActive', ['rooms', 'r12'], {}, conflict), ctx)).toBe(
      'Not done: Set room 12 active. Another device changed it first.',
    )
    const gone: ActionError = { status: 404, code: 'not_found', message: 'x' }
    expect(describeRefusal(row('category.delete', ['categories', 'c1'], {}, gone), ctx)).toBe(
      'Not done: Delete category Drinks. It no longer exists on the server.',
    )
  })
})

describe('describeReason (the refused-actions panel, after the toast)', () => {
  it('keeps each family’s own reason, not a generic refusal', () => {
    expect(describeReason(row('order.decline', ['orders', 'o-room'], {}, conflict), ctx)).toBe(
      'Another device already accepted this order.',
    )
    const occupied: ActionError = { status: 409, code: 'room.occupied', message: 'x' }
    expect(describeReason(row('room.setActive', ['rooms', 'r12'], {}, occupied), ctx)).toBe(
      'A guest is checked in: check the guest out first.',
    )
    expect(describeReason(row('room.setActive', ['rooms', 'r12'], {}, conflict), ctx)).toBe(
      'Another device changed it first.',
    )
    expect(describeReason(row('toString', ['x', 'y'], {}, null), ctx)).toBe(
      'The server refused this action.',
    )
  })
})

describe('describeNow', () => {
  it("shows the server's state, as another device's doing after a conflict", () => {
    expect(describeNow(row('order.decline', ['orders', 'o-room'], {}, conflict), ctx)).toBe(
      'Now: Accepted by another device',
    )
    expect(describeNow(row('order.decline', ['orders', 'o-room'], {}, forbidden), ctx)).toBe(
      'Now: Accepted',
    )
    // Refused while the other device had it Pending→Declined; this device moved it on since.
    const moved = {
      ...row('order.accept', ['orders', 'o-room'], {}, conflict),
      refusedWith: { status: 'Declined' },
    }
    expect(describeNow(moved, ctx)).toBe('Now: Accepted')
    expect(describeRefusal(moved, ctx)).toBe(
      "Room 12's order was already declined on another device.",
    )
    const gone: ActionError = { status: 404, code: 'not_found', message: 'x' }
    expect(describeNow(row('order.accept', ['orders', 'gone'], {}, gone), ctx)).toBe(
      'Now: no longer on the server',
    )
    expect(describeNow(row('room.setActive', ['rooms', 'r12'], {}, conflict), ctx)).toBe(
      'Now: inactive',
    )
    expect(describeNow(row('table.updateMany', ['tables', 't4'], {}, conflict), ctx)).toBeNull()
  })
})

describe('a table order queued on this device', () => {
  const payload = { _id: 'o-new', service_id: 'rs', table_id: 't6', content: [] }
  it('is a new order for its table, also once refused and gone from the device', () => {
    expect(describeAction(row('order.createForTable', ['orders', 'o-new'], payload), ctx)).toEqual({
      what: 'New order',
      on: 'Order for table Terrace · Room service',
    })
    const unavailable: ActionError = {
      status: 400,
      code: 'order.article_unavailable',
      message: 'Mineral water is not available right now',
    }
    expect(
      describeRefusal(row('order.createForTable', ['orders', 'o-new'], payload, unavailable), ctx),
    ).toBe(
      'Not done: New order (Order for table Terrace · Room service). An item on it cannot be ordered now: the menu changed. Take the order again.',
    )
    expect(
      describeRefusal(row('order.createForTable', ['orders', 'o-new'], payload, forbidden), ctx),
    ).toBe(
      'Not done: New order (Order for table Terrace · Room service). Your account may not do this for this service.',
    )
    expect(
      describeNow(row('order.createForTable', ['orders', 'o-new'], payload, forbidden), ctx),
    ).toBe(null)
  })
})
