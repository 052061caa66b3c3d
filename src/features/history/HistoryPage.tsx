import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { HistoryRequest } from '../../../sync/online.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { formatDateTime } from '../guests/format.ts'
import { historyNotice } from './history-notice.ts'
import {
  AppointmentRows,
  OrderRows,
  ReservationRows,
  StayRows,
  type RowContext,
} from './HistoryRows.tsx'
import { pageCount } from './page-slider.ts'
import { Pagination } from './Pagination.tsx'
import { useListRevision, useSpaNames, useStoredPage, useTablesById } from './queries.ts'
import { useHistoryFetch } from './use-history-fetch.ts'

interface HistoryPageProps {
  request: HistoryRequest
  services: readonly Service[]
  onPage: (page: number) => void
  /** Whether a filter narrows the list (the empty list says which kind of empty it is). */
  filtered: boolean
}

/** One page of the list: fetched through the engine, read from IndexedDB, with the page bar. */
export function HistoryPage({ request, services, onPage, filtered }: HistoryPageProps) {
  const state = useHistoryFetch(request, useListRevision(request.kind))
  const kept = useStoredPage(request)
  const tables = useTablesById()
  const spa = useSpaNames(request.kind === 'appointments')
  const business = useBusiness()
  const { locale, intl } = useActiveLocale()
  const ctx = useMemo<RowContext>(
    () => ({
      intl,
      language: locale,
      money: (amount) => formatMoney(amount, business?.currency ?? '', intl),
      services: new Map(services.map((s) => [s._id, s])),
      tables: tables ?? new Map(),
      spa,
    }),
    [intl, locale, business?.currency, services, tables, spa],
  )
  if (kept === undefined) return null
  const stored = kept.page
  const notice = historyNotice(state, stored !== null)
  const fetchedAt = stored ? formatDateTime(stored.at, intl) : ''
  const count = kept.count ?? 0
  const numPages = pageCount(count)
  const page = request.page
  const first = count === 0 ? 0 : (page - 1) * request.limit + 1
  const last = Math.min(count, page * request.limit)

  return (
    <div className="hist-results">
      {notice ? (
        <p className="hist-note" role="status" data-notice={notice}>
          {notice === 'loading' ? (
            <Trans>Loading the history…</Trans>
          ) : notice === 'offlineKept' ? (
            <Trans>
              Offline: this page is as this device fetched it, {fetchedAt}. It updates when the
              connection is back.
            </Trans>
          ) : notice === 'offlineUnseen' ? (
            <Trans>
              Offline: this device has not opened this page before, so it cannot show it. Pages
              opened once stay readable offline; this one appears when the connection is back.
            </Trans>
          ) : notice === 'forbidden' ? (
            <Trans>Your account may not read this list.</Trans>
          ) : (
            <Trans>The history could not be loaded. Try again in a moment.</Trans>
          )}
        </p>
      ) : null}
      {stored ? (
        <>
          <p className="hist-summary" aria-live="polite">
            {count === 0 && filtered ? (
              <Trans>Nothing matches these filters.</Trans>
            ) : count === 0 ? (
              <Trans>Nothing in this history up to today.</Trans>
            ) : (
              <Trans>
                {first}–{last} of {count} · page {page} of {numPages}
              </Trans>
            )}
          </p>
          {stored.rows.length > 0 ? <Rows request={request} rows={stored.rows} ctx={ctx} /> : null}
          {count > 0 && page > numPages ? (
            <p className="hist-note">
              <Trans>This page is past the end of the list.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
      {kept.count !== null ? <Pagination page={page} numPages={numPages} onPage={onPage} /> : null}
    </div>
  )
}

function Rows({
  request,
  rows,
  ctx,
}: {
  request: HistoryRequest
  rows: unknown[]
  ctx: RowContext
}) {
  switch (request.kind) {
    case 'orders':
      return <OrderRows rows={rows as Parameters<typeof OrderRows>[0]['rows']} ctx={ctx} />
    case 'reservations':
      return (
        <ReservationRows rows={rows as Parameters<typeof ReservationRows>[0]['rows']} ctx={ctx} />
      )
    case 'stays':
      return <StayRows rows={rows as Parameters<typeof StayRows>[0]['rows']} ctx={ctx} />
    case 'appointments':
      return (
        <AppointmentRows rows={rows as Parameters<typeof AppointmentRows>[0]['rows']} ctx={ctx} />
      )
  }
}
