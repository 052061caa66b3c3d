import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { moveChoices, ordersMovingWith, seatsOf } from './move-party.ts'

interface MovePartyDialogProps {
  /** The party to move; null: closed. */
  party: Reservation | null
  tables: readonly DiningTable[]
  reservations: readonly Reservation[]
  orders: readonly Order[]
  clock: Intl.DateTimeFormat
  onClose: () => void
}

/**
 * Move the party: the service's tables, the party's own checked, those another booking holds at
 * its time (or where others are eating) not offered; a seated party's open orders go with it.
 * Saved through the outbox, offline too; a table taken meanwhile is refused with the reason.
 */
export function MovePartyDialog(props: MovePartyDialogProps) {
  const { t } = useLingui()
  const { party } = props
  return (
    <Dialog open={party !== null} onClose={props.onClose} title={t`Move the party`}>
      {party ? <MoveForm key={party._id} {...props} party={party} /> : null}
    </Dialog>
  )
}

function MoveForm(props: MovePartyDialogProps & { party: Reservation }) {
  const { t } = useLingui()
  const { party, tables, clock, onClose } = props
  const [chosen, setChosen] = useState<string[]>(party.table_ids)
  const choices = useMemo(
    () => moveChoices(party, tables, props.reservations, props.orders),
    [party, tables, props.reservations, props.orders],
  )
  const seats = seatsOf(tables, chosen)
  const unchanged =
    chosen.length === party.table_ids.length && chosen.every((id) => party.table_ids.includes(id))
  const guests = party.number
  const guestName = party.name
  const time = clock.format(Date.parse(party.time))
  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]))

  function move() {
    const names = tables.filter((tb) => chosen.includes(tb._id)).map((tb) => tb.name)
    const list = names.join(', ')
    engine
      .enqueue('reservation.moveTables', {
        reservation_id: party._id,
        // In the plan's order: the first takes the party's orders.
        table_ids: tables.filter((tb) => chosen.includes(tb._id)).map((tb) => tb._id),
        order_ids: ordersMovingWith(party, props.orders),
      })
      .then(() => {
        showToast(t`${guestName}’s party moved to ${list}.`, 'info')
        onClose()
      })
      .catch((error: unknown) => {
        console.error('Move party failed', error)
        showToast(t`The party could not be moved on this device. Try again.`, 'attention')
      })
  }

  return (
    <form
      className="move-party"
      onSubmit={(event) => {
        event.preventDefault()
        move()
      }}
    >
      <p>{t`${guestName}, ${plural(guests, { one: '# guest', other: '# guests' })}, ${time}`}</p>{' '}
      <fieldset className="move-party__tables">
        <legend>
          <Trans>Tables</Trans>
        </legend>
        {choices.map(({ table, current, busy }) => {
          const name = table.name
          const capacity = table.capacity
          return (
            <label key={table._id} className="move-party__table" data-busy={busy || undefined}>
              <input
                type="checkbox"
                checked={chosen.includes(table._id)}
                disabled={busy && !current}
                onChange={() => toggle(table._id)}
              />
              <span>
                {t`Table ${name}`} · {t`${plural(capacity, { one: '# seat', other: '# seats' })}`}
                {current ? <> · {t`now`}</> : null}
                {busy && !current ? <> · {t`taken at that time`}</> : null}
              </span>
            </label>
          )
        })}
      </fieldset>
      <p
        className={
          seats < guests ? 'move-party__seats move-party__seats--short' : 'move-party__seats'
        }
      >
        {seats < guests ? (
          <Trans>
            The chosen tables seat {seats}; the party is {guests}.
          </Trans>
        ) : (
          <Trans>The chosen tables seat {seats}.</Trans>
        )}
      </p>
      <div className="dialog__actions move-party__actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={chosen.length === 0 || unchanged}
        >
          <Trans>Move the party</Trans>
        </button>
      </div>
    </form>
  )
}
