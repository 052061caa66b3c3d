/**
 * The table chooser of a positional service (spec 001 §2): seats left start at the party size;
 * a table takes its seats off (never below 0), a chosen one clicked again is removed, finish shows
 * only at 0 seats left, back clears the choice.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import type { TableAt } from './reservation-api.ts'
import { canClick, canFinish, seatsLeft, toggleTable } from './seat-chooser.ts'

type TableChooserProps = {
  tables: TableAt[]
  guests: number
  chosen: TableAt[]
  onChange: (chosen: TableAt[]) => void
  summary: ReactNode
  sending: boolean
  onBack: () => void
  onFinish: () => void
}

export function TableChooser(props: TableChooserProps) {
  const { tables, guests, chosen, onChange, sending } = props
  const left = seatsLeft(guests, chosen)
  const shown = tables.filter((t) => t.active)
  const heading = useRef<HTMLHeadingElement>(null)
  // The form was replaced by the chooser: keyboard and screen reader users start at its heading.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="g-card r-chooser" aria-labelledby="r-chooser-h">
      <h2 id="r-chooser-h" tabIndex={-1} ref={heading}>
        <Trans>Choose your tables</Trans>
      </h2>
      <p className="g-muted">{props.summary}</p>
      <p className="r-seats" role="status">
        <Trans>Seats left:</Trans> <strong>{left}</strong>
      </p>
      {shown.length === 0 ? (
        <p className="g-muted">
          <Trans>This service has no tables to choose from.</Trans>
        </p>
      ) : (
        <ul className="r-tables">
          {shown.map((table) => {
            const on = chosen.some((c) => c._id === table._id)
            return (
              <li key={table._id}>
                <button
                  type="button"
                  className="r-table"
                  aria-pressed={on}
                  disabled={!canClick(chosen, table, guests) || sending}
                  onClick={() => onChange(toggleTable(chosen, table, guests))}
                >
                  <strong>{table.name}</strong>
                  <small>
                    <Plural value={table.capacity} one="# seat" other="# seats" />
                  </small>
                  {table.available ? null : (
                    <small className="r-taken">
                      <Trans>Reserved</Trans>
                    </small>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="r-actions">
        <button type="button" className="g-btn" onClick={props.onBack} disabled={sending}>
          <Trans>Back</Trans>
        </button>
        {canFinish(guests, chosen) ? (
          <button
            type="button"
            className="g-btn g-btn-primary"
            onClick={props.onFinish}
            disabled={sending}
          >
            <Trans>Finish reservation</Trans>
          </button>
        ) : null}
      </div>
    </section>
  )
}
