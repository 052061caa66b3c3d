import { Plural, Trans } from '@lingui/react/macro'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import type { TableAvailability } from './availability.ts'
import { clockOf } from './format.ts'

/** A table on the locked floor: name, seats, its state at the slot, finished orders to pay. */
export function TableTile({ entry, onOpen }: { entry: TableAvailability; onOpen: () => void }) {
  const { intl } = useActiveLocale()
  const { table, state, finished } = entry
  const toPay = finished.length
  const guest = state.kind === 'reserved' ? state.reservation.name : ''
  const at = state.kind === 'reserved' ? clockOf(intl, state.reservation.time) : ''
  return (
    <button
      type="button"
      className={`locked-tile locked-tile--${state.kind}`}
      data-table={table.name}
      data-state={state.kind}
      onClick={onOpen}
    >
      <span className="locked-tile__name">{table.name}</span>
      <span className="locked-tile__seats">
        <Plural value={table.capacity} one="# seat" other="# seats" />
      </span>
      <span className="locked-tile__state">
        {state.kind === 'free' ? <Trans>Free</Trans> : null}
        {state.kind === 'reserved' ? (
          <Trans>
            Reserved: {guest}, {at}
          </Trans>
        ) : null}
        {state.kind === 'occupied' ? <Trans context="table">Occupied</Trans> : null}
      </span>
      {toPay > 0 ? (
        <span className="locked-tile__pay">
          <Trans>{toPay} to pay</Trans>
        </span>
      ) : null}
    </button>
  )
}
