import type { HistoryKind, HistoryRequest } from '../../../sync/online.ts'
import type { HistoryTabDef } from './history-tabs.ts'
import { HISTORY_PAGE_SIZE } from './page-slider.ts'
import { addDaysTo } from '../../../sync/protocol/rules/index.ts'

/*
 * What the history shows, kept in the URL's search parameters (so a reload, or a link, opens the
 * same list, filters and page): tab, page, status, origin, from, to, service, type.
 */

export interface HistoryFilters {
  status: string | null
  origin: string | null
  /** `YYYY-MM-DD`, inclusive. */
  from: string | null
  /** `YYYY-MM-DD`, inclusive as chosen (sent plus one day). */
  to: string | null
  /** A service id, `all` (every service the staff member reads), or null: the screen's service. */
  service: string | null
  type: string | null
}

export interface HistoryView {
  tab: HistoryKind
  page: number
  filters: HistoryFilters
}

export const ALL_SERVICES = 'all'
const DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

const oneOf = (value: string | null, choices: readonly string[]) =>
  value !== null && choices.includes(value) ? value : null

/** The view the URL names; anything unknown or malformed is left out (the default). */
export function readHistoryParams(params: URLSearchParams, tabs: readonly HistoryTabDef[]) {
  const tab = tabs.find((t) => t.kind === params.get('tab')) ?? tabs[0]
  if (!tab) return null
  const page = Number(params.get('page'))
  const from = params.get('from')
  const to = params.get('to')
  const service = params.get('service')
  const view: HistoryView = {
    tab: tab.kind,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filters: {
      status: oneOf(params.get('status'), tab.statuses),
      origin: oneOf(params.get('origin'), tab.origins),
      from: isDay(from) ? from : null,
      to: isDay(to) ? to : null,
      service: tab.serviceTypes.length > 0 && service ? service : null,
      type: oneOf(params.get('type'), tab.typeChoices),
    },
  }
  return view
}

/** The URL's search parameters of a view: only what differs from the default. */
export function historyParams(view: HistoryView, firstTab: HistoryKind): URLSearchParams {
  const params = new URLSearchParams()
  if (view.tab !== firstTab) params.set('tab', view.tab)
  const { filters } = view
  const entries: [string, string | null][] = [
    ['status', filters.status],
    ['origin', filters.origin],
    ['type', filters.type],
    ['service', filters.service],
    ['from', filters.from],
    ['to', filters.to],
  ]
  for (const [name, value] of entries) if (value) params.set(name, value)
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** The next calendar day of `YYYY-MM-DD`. */
export const nextDay = (day: string): string => addDaysTo(day, 1)

/**
 * The service a tab lists when the filter names none: the screen's own service when the tab
 * lists services of its type, else every service (orders seen from reception or a kitchen).
 */
export function defaultService(
  tab: HistoryTabDef,
  service: { _id: string; type: string },
): string | null {
  if (tab.serviceTypes.some((t) => t === service.type)) return service._id
  return tab.allServices ? ALL_SERVICES : null
}

/**
 * The request of a view: its filters, the service (the filter's, else the default), the end
 * date sent as the chosen end plus one day, default today (spec 000 §9), pages of 12.
 */
export function historyRequest(
  view: HistoryView,
  tab: HistoryTabDef,
  screenService: { _id: string; type: string },
  today: string,
): HistoryRequest {
  const { filters } = view
  const chosen = filters.service ?? defaultService(tab, screenService)
  return {
    kind: view.tab,
    service: chosen === ALL_SERVICES ? null : chosen,
    status: filters.status,
    origin: filters.origin,
    startDate: filters.from,
    endDate: nextDay(filters.to ?? today),
    type: filters.type,
    page: view.page,
    limit: HISTORY_PAGE_SIZE,
  }
}
