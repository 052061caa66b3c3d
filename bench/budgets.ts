/** The performance budgets of DESIGN.md section 5. */
export interface Budget {
  id: string
  what: string
  limit: number
  unit: 'KB' | 'ms' | 's'
}

export const BUDGETS: Budget[] = [
  {
    id: 'guest-js',
    what: 'every guest route, initial JavaScript (gzip), the largest',
    limit: 100,
    unit: 'KB',
  },
  {
    id: 'guest-menu-lcp',
    what: 'guest menu of 150 items with photos, LCP on a phone (4x CPU, slow 4G), median of 3',
    limit: 2.5,
    unit: 's',
  },
  { id: 'staff-js', what: 'staff shell, initial JavaScript (gzip)', limit: 200, unit: 'KB' },
  {
    id: 'offline-reload',
    what: 'staff reload offline -> orders board painted (4x CPU throttle)',
    limit: 1000,
    unit: 'ms',
  },
  {
    id: 'event-visible',
    what: 'socket event -> row visible on another tablet, p95',
    limit: 100,
    unit: 'ms',
  },
  { id: 'action-ui', what: 'staff action -> UI updated, p95', limit: 50, unit: 'ms' },
  {
    id: 'rooms-paint',
    what: 'rooms screen, 500 rooms with stays painted from IndexedDB (4x CPU throttle)',
    limit: 300,
    unit: 'ms',
  },
  {
    id: 'timeline-paint',
    what: 'reservation timeline, week of 500 reservations painted from IndexedDB (4x CPU throttle)',
    limit: 300,
    unit: 'ms',
  },
  {
    id: 'spa-week-paint',
    what: 'spa timeline, week of 400 appointments painted from IndexedDB (4x CPU throttle)',
    limit: 300,
    unit: 'ms',
  },
  {
    id: 'settings-paint',
    what: 'business and service settings painted from IndexedDB (4x CPU throttle)',
    limit: 300,
    unit: 'ms',
  },
  {
    id: 'tables-paint',
    what: 'floor plan, 150 tables painted from IndexedDB (4x CPU throttle)',
    limit: 300,
    unit: 'ms',
  },
  { id: 'table-drag', what: 'table drag, frame time p95', limit: 16.7, unit: 'ms' },
  { id: 'pull-20k', what: 'pull of 20,000 changed rows into IndexedDB', limit: 3, unit: 's' },
  {
    id: 'fast-input-2000',
    what: 'fast input of 2,000 lines (server), import request, median of 3',
    limit: 2,
    unit: 's',
  },
  {
    id: 'free-slots',
    what: 'free-slot answer for a day of a 60-table restaurant (server), p95',
    limit: 50,
    unit: 'ms',
  },
  {
    id: 'spa-free-slots',
    what: 'free slots for a day with 10 therapists, 5 rooms and 40 treatments (server), p95',
    limit: 50,
    unit: 'ms',
  },
  {
    id: 'analytics',
    what: 'analytics, a year of one service out of 150,000 orders (server), p95',
    limit: 200,
    unit: 'ms',
  },
  {
    id: 'replay-1000',
    what: '1,000 queued actions replayed after reconnect',
    limit: 10,
    unit: 's',
  },
]

export interface Measurement {
  id: string
  value: number | null
  note: string
  /** Printed under the table (e.g. the per-route list behind a row that shows the largest). */
  details?: string[]
}

export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN
}

/** A row's time in milliseconds (KB rows have none). */
const asMs = (value: number, unit: Budget['unit']): number | null =>
  unit === 'ms' ? value : unit === 's' ? value * 1000 : null

/**
 * The verdict of a row: over its budget; "tight" when a time takes more than half of it (machines
 * of our kind differ by up to 2x, so such a row can be over on another one); else ok.
 */
export function verdictOf(value: number | null, budget: Budget): string {
  if (value === null) return '—'
  if (value > budget.limit) return 'OVER'
  if (budget.unit !== 'KB' && value > budget.limit / 2) return 'tight'
  return 'ok'
}

/**
 * The table of rows against their budgets. With `calibration` (ms of bench/calibrate.ts's fixed
 * workload on this machine), each time is also shown as a multiple of it, which compares across
 * machines.
 */
export function renderTable(results: readonly Measurement[], calibration?: number): string {
  const rows = BUDGETS.map((budget) => {
    const m = results.find((r) => r.id === budget.id)
    const value = m?.value ?? null
    const shown =
      value === null
        ? 'not measured'
        : `${value.toFixed(budget.unit === 's' ? 2 : budget.unit === 'KB' ? 1 : 0)} ${budget.unit}`
    const ms = value === null ? null : asMs(value, budget.unit)
    const multiple = ms === null || !calibration ? '' : `${(ms / calibration).toFixed(1)}×`
    return `| ${budget.what} | ${shown} | ${multiple} | ${budget.limit} ${budget.unit} | ${verdictOf(value, budget)} | ${m?.note ?? ''} |`
  })
  const head = calibration
    ? [
        `Calibration: ${calibration.toFixed(1)} ms (bench/calibrate.ts: a fixed CPU workload here; a machine twice as slow prints about twice as much). "× cal." is a time over that figure.`,
        '',
      ]
    : []
  return [
    ...head,
    '| what | measured | × cal. | budget | verdict | note |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}
