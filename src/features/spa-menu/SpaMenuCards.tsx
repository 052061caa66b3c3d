import { Plural, Trans } from '@lingui/react/macro'
import type { Language, SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { textIn } from '../menu/menu-model.ts'
import { SyncMark } from '../menu/SyncMark.tsx'
import type { RowMarks } from './queries.ts'

/** A spa room in the category list: its name, how many treatments, persons and cleaning. */
export function RoomCard(props: {
  room: SpaRoom
  count: number
  selected: boolean
  marks: RowMarks
  language: Language
  onSelect: () => void
}) {
  const { room: r, marks } = props
  const persons = r.max_persons
  const cleaning = r.cleaning_break
  return (
    <button
      type="button"
      className="menu-card menu-card--category"
      aria-current={props.selected ? 'true' : undefined}
      data-spa-room-id={r._id}
      data-waiting={marks.waiting.has(r._id) ? 'true' : undefined}
      onClick={props.onSelect}
    >
      <span className="menu-card__main">
        <span className="menu-card__name">{textIn(r.name, props.language)}</span>
        <span className="menu-card__meta">
          <Plural value={props.count} one="# treatment" other="# treatments" /> ·{' '}
          <Plural value={persons} one="# person at once" other="up to # persons" />
          {cleaning > 0 && (
            <>
              {' '}
              · <Trans>cleaning {cleaning} min</Trans>
            </>
          )}
        </span>
      </span>
      <SyncMark id={r._id} marks={marks} />
    </button>
  )
}

/** A treatment: name, description, length, price, persons, modifiers; opens its form. */
export function TreatmentCard(props: {
  treatment: SpaTreatment
  marks: RowMarks
  language: Language
  price: string
  canWrite: boolean
  onOpen: () => void
}) {
  const { treatment: tr, marks } = props
  const length = tr.length
  const persons = tr.max_persons
  const description = textIn(tr.description, props.language)
  return (
    <div
      className="menu-card menu-card--item"
      data-treatment-id={tr._id}
      data-waiting={marks.waiting.has(tr._id) ? 'true' : undefined}
    >
      <button
        type="button"
        className="menu-card__main menu-card__open"
        onClick={props.onOpen}
        disabled={!props.canWrite}
      >
        <span className="menu-card__name">{textIn(tr.name, props.language)}</span>
        {description && <span className="menu-card__meta">{description}</span>}
        <span className="menu-card__meta">
          <Trans>{length} min</Trans> · {props.price} ·{' '}
          <Plural value={persons} one="# person" other="up to # persons" />
          {tr.modifiers.length > 0 && (
            <>
              {' '}
              · <Plural value={tr.modifiers.length} one="# modifier" other="# modifiers" />
            </>
          )}
        </span>
      </button>
      <SyncMark id={tr._id} marks={marks} />
    </div>
  )
}
