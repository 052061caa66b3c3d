import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { FreeTable } from '../desk-booking.ts'

interface TableChoiceProps {
  free: readonly FreeTable[]
  chosen: readonly string[]
  guests: number
  error: string | undefined
  onChange: (tableIds: string[]) => void
}

/**
 * The tables free at the chosen time (positional services), the ones that seat the party alone
 * first; several may be put together. Says how many seats the chosen ones have.
 */
export function TableChoice({ free, chosen, guests, error, onChange }: TableChoiceProps) {
  const { t } = useLingui()
  const errorId = useId()
  const seats = free
    .filter((f) => chosen.includes(f.table._id))
    .reduce((sum, f) => sum + f.table.capacity, 0)
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id))
  return (
    <fieldset className="desk-new__tables" aria-describedby={error ? errorId : undefined}>
      <legend>
        <Trans>Tables</Trans>
      </legend>
      {free.length === 0 ? (
        <p className="desk-new__muted">
          <Trans>No table is free at that time.</Trans>
        </p>
      ) : (
        <ul className="desk-new__table-list">
          {free.map(({ table, fits }) => {
            const name = table.name
            const capacity = table.capacity
            return (
              <li key={table._id}>
                <label className="desk-new__table" data-fits={fits}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(table._id)}
                    onChange={(e) => toggle(table._id, e.target.checked)}
                  />
                  <span>{t`${name} · ${capacity} seats`}</span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {chosen.length > 0 ? (
        <p className="desk-new__muted">
          <Trans>
            Chosen: {seats} seats for {guests} guests
          </Trans>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__problem" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
