import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Service } from '../../../sync/protocol/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { ALL_SERVICES, type HistoryFilters as Filters } from './history-query.ts'
import type { HistoryTabDef } from './history-tabs.ts'
import {
  APPOINTMENT_STATUS_LABEL,
  ORIGIN_LABEL,
  RESERVATION_STATUS_LABEL,
  STAY_STATUS_LABEL,
  TYPE_LABEL,
} from './labels.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

interface HistoryFiltersProps {
  tab: HistoryTabDef
  filters: Filters
  /** The service the list shows when the filter names none (an id or `all`). */
  defaultService: string | null
  services: readonly Pick<Service, '_id' | 'name'>[]
  onChange: (filters: Filters) => void
}

const STATUS_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  orders: STATUS_TEXTS,
  reservations: RESERVATION_STATUS_LABEL,
  stays: STAY_STATUS_LABEL,
  appointments: APPOINTMENT_STATUS_LABEL,
}

/** The filters a tab takes: status, origin, type, service, from and to dates. */
export function HistoryFilters({
  tab,
  filters,
  defaultService,
  services,
  onChange,
}: HistoryFiltersProps) {
  const { t, i18n } = useLingui()
  const nameOf = useServiceName()
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch })
  const value = (v: string) => (v === '' ? null : v)
  const statusLabels = STATUS_LABELS[tab.kind] ?? {}
  const service = filters.service ?? defaultService ?? ''
  const filtered = Object.values(filters).some((v) => v !== null)
  const backwards = filters.from !== null && filters.to !== null && filters.from > filters.to

  return (
    <form className="hist-filters" aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span>
          <Trans>Status</Trans>
        </span>
        <select
          className="input"
          value={filters.status ?? ''}
          onChange={(e) => set({ status: value(e.target.value) })}
        >
          <option value="">{t`All statuses`}</option>
          {tab.statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s] ? i18n._(statusLabels[s]) : s}
            </option>
          ))}
        </select>
      </label>
      {tab.origins.length > 0 ? (
        <label className="field">
          <span>
            <Trans>Origin</Trans>
          </span>
          <select
            className="input"
            value={filters.origin ?? ''}
            onChange={(e) => set({ origin: value(e.target.value) })}
          >
            <option value="">{t`All origins`}</option>
            {tab.origins.map((o) => (
              <option key={o} value={o}>
                {ORIGIN_LABEL[o] ? i18n._(ORIGIN_LABEL[o]) : o}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tab.typeChoices.length > 0 ? (
        <label className="field">
          <span>
            <Trans>Type</Trans>
          </span>
          <select
            className="input"
            value={filters.type ?? ''}
            onChange={(e) => set({ type: value(e.target.value) })}
          >
            <option value="">{t`All types`}</option>
            {tab.typeChoices.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABEL[type] ? i18n._(TYPE_LABEL[type]) : type}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {services.length > 0 ? (
        <label className="field">
          <span>
            <Trans>Service</Trans>
          </span>
          <select
            className="input"
            value={service}
            onChange={(e) => set({ service: value(e.target.value) })}
          >
            {tab.allServices ? <option value={ALL_SERVICES}>{t`All services`}</option> : null}
            {services.map((s) => (
              <option key={s._id} value={s._id}>
                {nameOf(s)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="field">
        <span>
          <Trans>From</Trans>
        </span>
        <input
          className="input"
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => set({ from: value(e.target.value) })}
        />
      </label>
      <label className="field">
        <span>
          <Trans>To</Trans>
        </span>
        <input
          className="input"
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => set({ to: value(e.target.value) })}
        />
      </label>
      {filtered ? (
        <button
          type="button"
          className="btn btn-small hist-filters__clear"
          onClick={() =>
            onChange({
              status: null,
              origin: null,
              from: null,
              to: null,
              service: null,
              type: null,
            })
          }
        >
          <Trans>Clear filters</Trans>
        </button>
      ) : null}
      {backwards ? (
        <p className="hist-filters__problem" role="alert">
          <Trans>The start date is after the end date: nothing can match.</Trans>
        </p>
      ) : null}
    </form>
  )
}
