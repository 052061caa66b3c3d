import { describe, expect, it } from 'vitest'
import { HISTORY_TABS } from './history-tabs.ts'
import {
  historyParams,
  historyRequest,
  nextDay,
  readHistoryParams,
  type HistoryView,
} from './history-query.ts'

const [orders, reservations, stays] = HISTORY_TABS as [
  (typeof HISTORY_TABS)[number],
  (typeof HISTORY_TABS)[number],
  (typeof HISTORY_TABS)[number],
]
const restaurant = { _id: 'rest', type: 'restaurant' }
const reception = { _id: 'rec', type: 'reception' }
const read = (query: string, tabs = [orders, reservations]) =>
  readHistoryParams(new URLSearchParams(query), tabs)

describe('the history view in the URL', () => {
  it('defaults to the first tab, page 1, no filter', () => {
    expect(read('')).toEqual({
      tab: 'orders',
      page: 1,
      filters: { status: null, origin: null, from: null, to: null, service: null, type: null },
    })
    expect(read('', [])).toBeNull()
  })

  it('reads the tab, page and filters the tab takes, and leaves out the rest', () => {
    expect(
      read('tab=reservations&page=3&status=Noshow&origin=External&from=2026-11-01&to=2026-11-20'),
    ).toEqual({
      tab: 'reservations',
      page: 3,
      filters: {
        status: 'Noshow',
        origin: 'External',
        from: '2026-11-01',
        to: '2026-11-20',
        service: null,
        type: null,
      },
    })
    // Noshow is no order status; a type the orders do not have; a malformed date; page 0.
    expect(read('status=Noshow&type=bar&from=2026-13-45&to=yesterday&page=0')).toMatchObject({
      page: 1,
      filters: { status: null, type: null, from: null, to: null },
    })
    expect(read('tab=stays&status=active')?.tab).toBe('orders')
    expect(
      readHistoryParams(new URLSearchParams('tab=stays&status=active'), [stays]),
    ).toMatchObject({ tab: 'stays', filters: { status: 'active', service: null } })
  })

  it('writes only what differs from the default, and reads it back the same', () => {
    const view: HistoryView = {
      tab: 'orders',
      page: 2,
      filters: {
        status: 'Paid',
        origin: null,
        from: '2026-11-01',
        to: null,
        service: 'all',
        type: 'room',
      },
    }
    const params = historyParams(view, 'orders')
    expect(params.toString()).toBe('status=Paid&type=room&service=all&from=2026-11-01&page=2')
    expect(readHistoryParams(params, [orders])).toEqual(view)
    expect(historyParams({ ...view, page: 1, tab: 'reservations' }, 'orders').get('tab')).toBe(
      'reservations',
    )
  })
})

describe('the request of a view', () => {
  const view = (filters: Partial<HistoryView['filters']>, page = 1): HistoryView => ({
    tab: 'orders',
    page,
    filters: {
      status: null,
      origin: null,
      from: null,
      to: null,
      service: null,
      type: null,
      ...filters,
    },
  })

  it('sends the chosen end date plus one day, default today plus one', () => {
    expect(historyRequest(view({}), orders, restaurant, '2026-11-24')).toEqual({
      kind: 'orders',
      service: 'rest',
      status: null,
      origin: null,
      startDate: null,
      endDate: '2026-11-25',
      type: null,
      page: 1,
      limit: 12,
    })
    expect(
      historyRequest(
        view({ from: '2026-11-01', to: '2026-11-30' }, 4),
        orders,
        restaurant,
        '2026-11-24',
      ),
    ).toMatchObject({ startDate: '2026-11-01', endDate: '2026-12-01', page: 4 })
  })

  it('lists the screen’s service by default; every service from reception, or when asked', () => {
    expect(historyRequest(view({}), orders, reception, '2026-11-24').service).toBeNull()
    expect(
      historyRequest(view({ service: 'all' }), orders, restaurant, '2026-11-24').service,
    ).toBeNull()
    expect(
      historyRequest(view({ service: 'pool' }), orders, restaurant, '2026-11-24').service,
    ).toBe('pool')
    expect(
      historyRequest({ ...view({}), tab: 'reservations' }, reservations, restaurant, '2026-11-24')
        .service,
    ).toBe('rest')
  })
})

describe('days', () => {
  it('the next day crosses months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
  })
})
