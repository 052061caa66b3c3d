import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { splitByToday } from '../../../sync/protocol/rules/index.ts'

interface DatedRow {
  _id: string
  name: string
  startDate: string
  endDate: string
}

interface DatedScreenProps<R extends DatedRow> {
  title: ReactNode
  newLabel: ReactNode
  rows: readonly R[]
  /** The hotel's today (its zone's wall clock). */
  today: string
  onNew: () => void
  card: (row: R) => ReactNode
  empty: ReactNode
  /** The service filter, beside the new button. */
  filter?: ReactNode
}

/**
 * Spec 001 §2 Promotions, Discounts: the current and future ones, an expandable list of the
 * past ones (by the hotel's today), and a button for a new one.
 */
export function DatedScreen<R extends DatedRow>(props: DatedScreenProps<R>) {
  const { current, past } = splitByToday(props.rows, props.today)
  const count = past.length
  return (
    <div className="promo-screen">
      <header className="promo-header">
        <h1>{props.title}</h1>
        {props.filter}
        <button type="button" className="btn btn-primary" onClick={props.onNew}>
          {props.newLabel}
        </button>
      </header>
      <section aria-labelledby="promo-current">
        <h2 id="promo-current" className="promo-group">
          <Trans>Current and upcoming</Trans>
        </h2>
        {current.length === 0 ? (
          <p className="promo-empty">{props.empty}</p>
        ) : (
          <ul className="promo-list">{current.map(props.card)}</ul>
        )}
      </section>
      <details className="promo-past">
        <summary>
          <Trans>Past ({count})</Trans>
        </summary>
        {count === 0 ? (
          <p className="promo-empty">
            <Trans>Nothing has ended yet.</Trans>
          </p>
        ) : (
          <ul className="promo-list">{past.map(props.card)}</ul>
        )}
      </details>
    </div>
  )
}

interface DatedCardProps {
  id: string
  name: string
  /** The dates, what it is about. */
  lines: ReactNode[]
  image?: string | null
  waiting: boolean
  refused: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One promotion or discount: its name, dates and details, its marks; edit and delete. */
export function DatedCard(props: DatedCardProps) {
  return (
    <li
      className="promo-card"
      data-row={props.id}
      data-waiting={props.waiting || undefined}
      data-refused={props.refused || undefined}
    >
      {props.image ? (
        <img className="promo-card__image" src={props.image} alt="" width={72} height={72} />
      ) : null}
      <div className="promo-card__main">
        <strong className="promo-card__name">{props.name}</strong>
        {props.lines.map((line, i) => (
          <span key={i} className="promo-card__meta">
            {line}
          </span>
        ))}
        {props.waiting ? (
          <span className="promo-card__waiting">
            <Trans>Waiting to sync</Trans>
          </span>
        ) : null}
        {props.refused ? (
          <span className="promo-card__refused">
            <Trans>Refused by the server: see the list of refused changes</Trans>
          </span>
        ) : null}
      </div>
      <div className="promo-card__actions">
        <button type="button" className="btn btn-small" onClick={props.onEdit}>
          <Trans>Edit</Trans>
          <span className="visually-hidden"> {props.name}</span>
        </button>
        <button type="button" className="btn btn-small btn-danger" onClick={props.onDelete}>
          <Trans>Delete</Trans>
          <span className="visually-hidden"> {props.name}</span>
        </button>
      </div>
    </li>
  )
}
