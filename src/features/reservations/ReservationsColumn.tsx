import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { formatDay } from '../../lib/dates.ts'
import { groupByDay, type DayGroup, type ReservationColumn } from './board.ts'
import type { OutboxMarks } from './marks.ts'
import { ReservationCard, type CardContext } from './ReservationCard.tsx'

interface ReservationsColumnProps {
  column: ReservationColumn
  title: ReactNode
  empty: ReactNode
  reservations: readonly Reservation[]
  marks: OutboxMarks
  now: Date
  ctx: CardContext
  /** The spa's appointments of this column (cards), after the reservations. */
  spa?: { cards: ReactNode; count: number } | undefined
}

function DayTitle({ group, intl }: { group: DayGroup; intl: readonly string[] }) {
  switch (group.key) {
    case 'earlier':
      return <Trans>Earlier days</Trans>
    case 'today':
      return <Trans>Today</Trans>
    case 'tomorrow':
      return <Trans>Tomorrow</Trans>
    default:
      return formatDay(group.day, intl, { weekday: 'long', day: 'numeric', month: 'long' })
  }
}

/** A board column: its reservations by day, soonest first. */
export function ReservationsColumn(props: ReservationsColumnProps) {
  const { reservations, marks, ctx, spa } = props
  const count = reservations.length + (spa?.count ?? 0)
  return (
    <section className="orders-column reservations-column" data-column={props.column}>
      <header className="orders-column__header">
        <h2>
          {props.title}{' '}
          <span className="orders-column__count">
            <Plural value={count} one="(# reservation)" other="(# reservations)" />
          </span>
        </h2>
      </header>
      {count === 0 ? <p className="orders-column__empty">{props.empty}</p> : null}
      {groupByDay(reservations, props.now, props.ctx.zone).map((group) => (
        <div key={group.key} className="reservations-day" data-day={group.key}>
          <h3 className="reservations-day__title">
            <DayTitle group={group} intl={ctx.intl} />
          </h3>
          <div className="orders-column__cards">
            {group.reservations.map((r) => (
              <ReservationCard
                key={r._id}
                reservation={r}
                waitingToSync={marks.waiting.has(r._id)}
                refused={marks.refused.get(r._id) ?? []}
                ctx={ctx}
              />
            ))}
          </div>
        </div>
      ))}
      {spa && spa.count > 0 ? (
        <div className="reservations-day" data-day="spa">
          <h3 className="reservations-day__title">
            <Trans>Spa appointments</Trans>
          </h3>
          <div className="orders-column__cards">{spa.cards}</div>
        </div>
      ) : null}
    </section>
  )
}
