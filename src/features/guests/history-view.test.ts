import { describe, expect, it } from 'vitest'
import type { GuestHistory, Order } from '../../../sync/protocol/index.ts'
import {
  OUTSIDE_STAYS,
  byTimeDesc,
  chosenTab,
  historyNotice,
  historyTabs,
  ordersTotal,
  subServiceCounts,
} from './history-view.ts'

const stay = (id: string, room: string) => ({
  _id: id,
  room_id: `room-${room}`,
  room_name: room,
  arrival: '2026-05-01',
  checkout: '2026-05-04',
  check_in: null,
  checked_out_at: '2026-05-04T10:00:00.000Z',
  status: 'checked_out' as const,
})

const order = (id: string, time: string, price: number, status: Order['status'] = 'Paid') =>
  ({
    _id: id,
    time,
    status,
    content: [
      {
        article_id: null,
        name: { en: 'Soup' },
        price,
        count: 2,
        modifiers: [],
        operatingPrice: false,
        category_id: null,
      },
    ],
  }) as unknown as Order

const history = (extra: Partial<GuestHistory> = {}): GuestHistory =>
  ({
    guest: {},
    strict: false,
    stays: [
      { ...stay('s2', '103'), orders: [], reservations: [], appointments: [] },
      {
        ...stay('s1', '112'),
        orders: [order('o1', '2026-05-02T08:00:00.000Z', 5)],
        reservations: [],
        appointments: [],
      },
    ],
    orders: [],
    reservations: [],
    appointments: [],
    ...extra,
  }) as GuestHistory

describe('the guest history tabs', () => {
  it('one tab per stay, named by its room, newest first, with what the guest had then', () => {
    const tabs = historyTabs(undefined, history())
    expect(tabs.map((t) => t.stay?.room_name)).toEqual(['103', '112'])
    expect(tabs.every((t) => t.loaded)).toBe(true)
    expect(subServiceCounts(tabs[1]!)).toEqual({ orders: 1, reservations: 0, appointments: 0 })
    expect(subServiceCounts(tabs[0]!)).toEqual({ orders: 0, reservations: 0, appointments: 0 })
  })

  it('what belongs to no stay gets a last tab, only when there is some', () => {
    const outside = historyTabs(
      undefined,
      history({ orders: [order('t1', '2026-06-01T12:00:00.000Z', 3)] }),
    )
    expect(outside.map((t) => t.key)).toEqual(['s2', 's1', OUTSIDE_STAYS])
    expect(outside[2]!.stay).toBeNull()
    expect(outside[2]!.orders.map((o) => o._id)).toEqual(['t1'])
  })

  it('without a fetched history the synced guest’s stays are the tabs, not loaded', () => {
    const tabs = historyTabs({ stays: [stay('s2', '103'), stay('s1', '112')] }, null)
    expect(tabs.map((t) => [t.stay?.room_name, t.loaded])).toEqual([
      ['103', false],
      ['112', false],
    ])
    expect(historyTabs(null, null)).toEqual([])
  })

  it('keeps the chosen tab while it exists, else shows the first', () => {
    const tabs = historyTabs(undefined, history())
    expect(chosenTab(tabs, 's1')?.key).toBe('s1')
    expect(chosenTab(tabs, 'gone')?.key).toBe('s2')
    expect(chosenTab(tabs, null)?.key).toBe('s2')
    expect(chosenTab([], null)).toBeUndefined()
  })

  it('totals a stay’s orders without the declined ones, and lists them newest first', () => {
    const list = [
      order('a', '2026-05-01T08:00:00.000Z', 5),
      order('b', '2026-05-03T08:00:00.000Z', 7.25),
      order('c', '2026-05-02T08:00:00.000Z', 100, 'Declined'),
    ]
    expect(ordersTotal(list)).toBe(24.5)
    expect(byTimeDesc(list).map((o) => o._id)).toEqual(['b', 'c', 'a'])
  })

  it('tells when the history is kept from before, needs the connection, or is not the server’s', () => {
    expect(historyNotice({ kind: 'loading' }, false)).toBe('loading')
    expect(historyNotice({ kind: 'loading' }, true)).toBeNull()
    expect(historyNotice({ kind: 'ok' }, true)).toBeNull()
    expect(historyNotice({ kind: 'network' }, true)).toBe('offlineKept')
    expect(historyNotice({ kind: 'network' }, false)).toBe('offlineNone')
    expect(historyNotice({ kind: 'refused', status: 404, message: '' }, false)).toBe('notFound')
    expect(historyNotice({ kind: 'refused', status: 403, message: '' }, true)).toBe('refused')
  })
})
