import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import type { Guest, Me, Service } from '../../../sync/protocol/index.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { GuestProfileDialog } from './GuestProfileDialog.tsx'
import { GuestsTable } from './GuestsTable.tsx'
import {
  DEFAULT_SORT,
  ROWS_STEP,
  guestHistoryPath,
  guestRows,
  isReceptionStaff,
  nextSort,
  receptionService,
} from './guest-table.ts'
import { useGuests } from './queries.ts'
import { ReportDialog } from './ReportDialog.tsx'
import './guests.css'

/** HotelGuests /app/h/guests/{service}: the hotel's guests, their profiles, the report. */
export function HotelGuests() {
  const guests = useGuests()
  const services = useServices()
  const me = useMe()
  if (!guests || !services) {
    return (
      <p role="status" className="guests-empty">
        <Trans>Loading the guests…</Trans>
      </p>
    )
  }
  return <GuestsScreen guests={guests} services={services} me={me} />
}

function GuestsScreen({ guests, services, me }: { guests: Guest[]; services: Service[]; me: Me }) {
  const { t } = useLingui()
  const { intl } = useActiveLocale()
  const params = useParams()
  const service = params.service ?? receptionService(undefined, services)?.name ?? ''
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState(DEFAULT_SORT)
  const [limit, setLimit] = useState(ROWS_STEP)
  const [profileId, setProfileId] = useState<string | null>(null)
  const [reportOpen, setReportOpen] = useState(false)
  const query = useDeferredValue(search)
  const { rows, matching } = useMemo(
    () => guestRows(guests, query, sort, limit),
    [guests, query, sort, limit],
  )
  const profile = profileId ? guests.find((g) => g._id === profileId) : undefined
  const reception = isReceptionStaff(me, services)

  return (
    <div className="guests-screen" data-service={service}>
      <header className="guests-screen__header">
        <h1 className="guests-screen__title" tabIndex={-1}>
          <Trans>Guests</Trans>
        </h1>
        <SearchField
          className="guests-screen__search"
          label={t({ message: 'Search by name', context: 'person' })}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setLimit(ROWS_STEP)
          }}
        />
        <button type="button" className="btn btn-primary" onClick={() => setReportOpen(true)}>
          <Trans>Generate report</Trans>
        </button>
      </header>

      {!reception ? (
        <p className="guests-empty">
          <Trans>The guest list is for reception: owners, managers and reception staff.</Trans>
        </p>
      ) : guests.length === 0 ? (
        <p className="guests-empty">
          <Trans>
            No guests yet. Guests appear here when reception checks them in or books them.
          </Trans>
        </p>
      ) : (
        <>
          <p className="guests-screen__count" aria-live="polite">
            <Plural value={matching} one="# guest" other="# guests" />
          </p>
          {matching === 0 ? (
            <p className="guests-empty">
              <Trans>No guest matches this search.</Trans>
            </p>
          ) : (
            <GuestsTable
              rows={rows}
              sort={sort}
              intl={intl}
              onSort={(field) => setSort((s) => nextSort(s, field))}
              onOpen={setProfileId}
              historyPath={(id) => guestHistoryPath(id, service)}
            />
          )}
          {matching > rows.length ? (
            <button
              type="button"
              className="btn guests-screen__more"
              onClick={() => setLimit((n) => n + ROWS_STEP)}
            >
              <Trans>Show more guests</Trans>
            </button>
          ) : null}
        </>
      )}

      {profile ? (
        <GuestProfileDialog
          guest={profile}
          intl={intl}
          historyPath={guestHistoryPath(profile._id, service)}
          onClose={() => setProfileId(null)}
        />
      ) : null}
      {reportOpen ? (
        <ReportDialog me={me} services={services} onClose={() => setReportOpen(false)} />
      ) : null}
    </div>
  )
}
