import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useProgressiveCount } from '../../lib/use-progressive-count.ts'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { isArrowKey, nudge, type Floor, type Place } from './floor-geometry.ts'
import { TYPE_LABELS } from './texts.ts'
import type { TableWords } from './use-table-looks.ts'

interface TableListProps {
  tables: readonly DiningTable[]
  floor: Floor
  moving: boolean
  canWrite: boolean
  selectedId: string | null
  waiting: ReadonlySet<string>
  /** Each table's state now, in words (its row says it; e2e reads data-state). */
  looks: ReadonlyMap<string, TableWords>
  onSelect: (id: string) => void
  onPlace: (id: string, place: Place) => void
  onEdit: (table: DiningTable) => void
  onAddOrder: ((table: DiningTable) => void) | null
  /** The desk's bookings at this table (reservationsWrite): a new reservation, a walk-in. */
  onBook: ((table: DiningTable) => void) | null
  onSeat: ((table: DiningTable) => void) | null
}

const percent = (fraction: number) => Math.round(fraction * 100)
/** Rows in the first commit (more than the list's box shows), then this many more per commit. */
const FIRST_ROWS = 16
const ROWS_PER_STEP = 40

/**
 * The plan's tables as a list: what the canvas shows, for the keyboard and screen readers. In
 * move mode a table's button moves it with the arrow keys (Shift: five steps), inside the floor;
 * otherwise each row offers the table form and a new order.
 */
export function TableList({
  tables,
  floor,
  moving,
  canWrite,
  selectedId,
  waiting,
  looks,
  onSelect,
  onPlace,
  onEdit,
  onAddOrder,
  onBook,
  onSeat,
}: TableListProps) {
  const { t, i18n } = useLingui()
  const hintId = useId()
  const [announced, setAnnounced] = useState('')
  // The plan paints first (the list waits for its width); a long list fills in right after, a
  // step per commit.
  const shown = useProgressiveCount(floor.width > 0 ? tables.length : 0, FIRST_ROWS, ROWS_PER_STEP)
  // One message format per seat count, not per row (150 tables, a handful of sizes).
  const seatTexts = useMemo(
    () =>
      new Map(
        [...new Set(tables.map((table) => table.capacity))].map((capacity) => [
          capacity,
          t`${plural(capacity, { one: '# seat', other: '# seats' })}`,
        ]),
      ),
    [tables, t],
  )

  const onKey = (table: DiningTable) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!moving || !isArrowKey(event.key)) return
    event.preventDefault()
    const place = nudge(table, event.key, event.shiftKey, table, floor)
    onPlace(table._id, place)
    const name = table.name
    const x = percent(place.coordinate_x)
    const y = percent(place.coordinate_y)
    setAnnounced(t`${name}: ${x} % from the left, ${y} % from the top`)
  }

  return (
    <section className="tables-list" aria-labelledby={`${hintId}title`}>
      <h2 id={`${hintId}title`} className="tables-list__title">
        <Trans>Tables on the plan</Trans>
      </h2>
      {moving ? (
        <p id={hintId} className="tables-list__hint">
          <Trans>Choose a table and move it with the arrow keys (Shift moves it further).</Trans>
        </p>
      ) : null}
      {tables.length === 0 ? (
        <p className="tables-list__empty">
          <Trans>No tables yet.</Trans>
        </p>
      ) : (
        <ul className="tables-list__rows">
          {tables.slice(0, shown).map((table) => {
            const capacity = table.capacity
            const name = table.name
            const look = looks.get(table._id)
            return (
              <li
                key={table._id}
                className={`tables-list__row${table._id === selectedId ? ' tables-list__row--selected' : ''}`}
                data-table={table.name}
                data-place={`${table.coordinate_x.toFixed(4)},${table.coordinate_y.toFixed(4)}`}
                data-waiting={waiting.has(table._id) ? 'true' : undefined}
                data-state={look?.kind}
              >
                <button
                  type="button"
                  className="tables-list__table"
                  aria-pressed={table._id === selectedId}
                  aria-describedby={moving ? hintId : undefined}
                  onClick={() => onSelect(table._id)}
                  onKeyDown={onKey(table)}
                >
                  <strong>{table.name}</strong>
                  <span className="tables-list__facts">
                    {seatTexts.get(capacity)} · {i18n._(TYPE_LABELS[table.type])}
                    {table.rotation ? ` · ${table.rotation}°` : ''}
                  </span>
                  {look && table.active ? (
                    <span className={`tables-list__state table-state table-state--${look.kind}`}>
                      {look.status}
                    </span>
                  ) : null}
                  {!table.active ? (
                    <span className="tables-list__badge">
                      <Trans context="table">Inactive</Trans>
                    </span>
                  ) : null}
                  {waiting.has(table._id) ? (
                    <span className="tables-list__badge tables-list__badge--waiting">
                      <Trans>Waiting to sync</Trans>
                    </span>
                  ) : null}
                </button>
                {!moving ? (
                  <span className="tables-list__actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!canWrite}
                      aria-label={t`Edit table ${name}`}
                      onClick={() => onEdit(table)}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    {onAddOrder ? (
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={!table.active}
                        aria-label={t`Add order for table ${name}`}
                        onClick={() => onAddOrder(table)}
                      >
                        <Trans>Add order</Trans>
                      </button>
                    ) : null}
                    {onSeat ? (
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={!table.active}
                        aria-label={t`Seat now at table ${name}`}
                        onClick={() => onSeat(table)}
                      >
                        <Trans>Seat now</Trans>
                      </button>
                    ) : null}
                    {onBook ? (
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={!table.active}
                        aria-label={t`Book table ${name}`}
                        onClick={() => onBook(table)}
                      >
                        <Trans>Book</Trans>
                      </button>
                    ) : null}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </section>
  )
}
