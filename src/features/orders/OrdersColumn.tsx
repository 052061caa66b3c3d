import { Plural } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { DiningTable, Service } from '../../../sync/protocol/index.ts'
import type { BoardCard, ServiceFilter as Filter } from './board.ts'
import { OrderCard } from './OrderCard.tsx'
import { orderPlace } from './order-view.ts'
import { isWaitingToSync, refusedOf, type OutboxMarks } from './pending-marks.ts'
import { ServiceFilter } from './ServiceFilter.tsx'

interface OrdersColumnProps {
  /** Stable name for tests and measurements. */
  column: 'pending' | 'active'
  title: ReactNode
  empty: ReactNode
  cards: readonly BoardCard[]
  filterServices: readonly Service[]
  filter: Filter
  onFilterChange: (filter: Filter) => void
  servicesById: ReadonlyMap<string, Service>
  tablesById: ReadonlyMap<string, DiningTable>
  marks: OutboxMarks
  formatMoney: (amount: number) => string
  onDecline: (card: BoardCard) => void
}

/** A board column with its own service filter. */
export function OrdersColumn(props: OrdersColumnProps) {
  const { cards, servicesById, tablesById, marks, formatMoney, onDecline } = props
  const count = cards.length
  return (
    <section className="orders-column" data-column={props.column}>
      <header className="orders-column__header">
        <h2>
          {props.title}{' '}
          <span className="orders-column__count">
            <Plural value={count} one="(# order)" other="(# orders)" />
          </span>
        </h2>
        <ServiceFilter
          services={props.filterServices}
          value={props.filter}
          onChange={props.onFilterChange}
        />
      </header>
      {cards.length === 0 ? <p className="orders-column__empty">{props.empty}</p> : null}
      <div className="orders-column__cards">
        {cards.map((card) => (
          <OrderCard
            key={card.order._id}
            card={card}
            service={servicesById.get(card.order.service_id)}
            place={orderPlace(card.order, tablesById)}
            waitingToSync={isWaitingToSync(card.memberIds, marks.waiting)}
            refused={refusedOf(card.memberIds, marks.refused)}
            formatMoney={formatMoney}
            onDecline={onDecline}
          />
        ))}
      </div>
    </section>
  )
}
