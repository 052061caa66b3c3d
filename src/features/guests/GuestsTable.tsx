import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { GUEST_SORT_FIELDS } from '../../../sync/protocol/rules/index.ts'
import type { Guest, GuestSortField } from '../../../sync/protocol/index.ts'
import { formatDate } from './format.ts'
import { ariaSort, type GuestSort } from './guest-table.ts'
import { COLUMN_LABEL, genderText } from './labels.ts'

interface GuestsTableProps {
  rows: readonly Guest[]
  sort: GuestSort
  intl: readonly string[]
  onSort: (field: GuestSortField) => void
  /** Opens the guest's profile. */
  onOpen: (guestId: string) => void
  historyPath: (guestId: string) => string
}

/** The guests, one row each; every column header sorts (again: the other way round). */
export function GuestsTable({ rows, sort, intl, onSort, onOpen, historyPath }: GuestsTableProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="guests-table-wrap" role="region" aria-label={t`Guests`} tabIndex={0}>
      <table className="guests-table">
        <thead>
          <tr>
            {GUEST_SORT_FIELDS.map((field) => (
              <th key={field} scope="col" aria-sort={ariaSort(sort, field)} data-column={field}>
                <button type="button" className="guests-table__sort" onClick={() => onSort(field)}>
                  {i18n._(COLUMN_LABEL[field])}
                  <span className="guests-table__arrow" aria-hidden="true">
                    {sort.field !== field ? '↕' : sort.order === 'asc' ? '↑' : '↓'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Guest history</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, ...guest }) => (
            <tr key={guest._id} data-guest-id={guest._id}>
              <th scope="row" data-column="name">
                <button
                  type="button"
                  className="guests-table__name"
                  onClick={() => onOpen(guest._id)}
                >
                  {name}
                </button>
              </th>
              <td data-column="country">{guest.country ?? ''}</td>
              <td data-column="email">{guest.email ?? ''}</td>
              <td data-column="gender">{genderText(i18n, guest.gender)}</td>
              <td data-column="createdAt">{formatDate(guest.createdAt, intl)}</td>
              <td data-column="rooms">{guest.rooms.join(', ')}</td>
              <td data-column="stays" className="guests-table__number">
                {guest.stays.length}
              </td>
              <td data-column="last_stay">{formatDate(guest.last_stay, intl)}</td>
              <td>
                <Link className="btn btn-small" to={historyPath(guest._id)}>
                  <Trans>
                    History<span className="visually-hidden"> of {name}</span>
                  </Trans>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
