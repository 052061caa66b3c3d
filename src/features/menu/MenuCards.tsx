import { Plural, Trans } from '@lingui/react/macro'
import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import type { Locale } from '../../app/locale.ts'
import { hoursLabel, textIn } from './menu-model.ts'
import { useObjectUrl, type MenuMarks } from './queries.ts'
import { SyncMark } from './SyncMark.tsx'
import { thumbnailSources } from '../../../sync/protocol/rules/images.ts'

/** A row's picture: the one queued on this device while it waits, else the server's. */
function Thumb({ src, waiting }: { src: string | null; waiting: Blob | undefined }) {
  const local = useObjectUrl(waiting)
  const url = local ?? src
  return url ? (
    <img
      className="menu-thumb"
      {...(local ? { src: local } : thumbnailSources(url))}
      sizes="56px"
      alt=""
      width={56}
      height={56}
      loading="lazy"
    />
  ) : (
    <span className="menu-thumb menu-thumb--empty" aria-hidden="true" />
  )
}

/** A category in the list: picture, name, how many items, its hours and min/max. */
export function CategoryCard(props: {
  category: ArticleCategory
  count: number
  selected: boolean
  marks: MenuMarks
  locale: Locale
  onSelect: () => void
}) {
  const { category: c, marks } = props
  const { min, max } = c
  const hours = hoursLabel(c)
  return (
    <button
      type="button"
      className="menu-card menu-card--category"
      aria-current={props.selected ? 'true' : undefined}
      data-category-id={c._id}
      data-waiting={marks.waiting.has(c._id) ? 'true' : undefined}
      onClick={props.onSelect}
    >
      <Thumb src={c.image} waiting={marks.photos.get(c._id)} />
      <span className="menu-card__main">
        <span className="menu-card__name">{textIn(c.name, props.locale)}</span>
        <span className="menu-card__meta">
          <Plural value={props.count} one="# item" other="# items" />
          {hours && <> · {hours}</>}
          {min !== null && (
            <>
              {' '}
              · <Trans>min {min}</Trans>
            </>
          )}
          {max !== null && (
            <>
              {' '}
              · <Trans>max {max}</Trans>
            </>
          )}
        </span>
      </span>
      <SyncMark id={c._id} marks={marks} />
    </button>
  )
}

/** An item: picture, name, price, modifiers; opens its form; the Available switch. */
export function ItemCard(props: {
  item: Article
  marks: MenuMarks
  locale: Locale
  price: string
  canWrite: boolean
  onOpen: () => void
  onAvailability: (on: boolean) => void
}) {
  const { item: a, marks } = props
  const required = a.modifiers.filter((m) => m.required).length
  return (
    <div
      className="menu-card menu-card--item"
      data-article-id={a._id}
      data-waiting={marks.waiting.has(a._id) ? 'true' : undefined}
      data-available={a.availability ? 'true' : 'false'}
    >
      <Thumb src={a.image} waiting={marks.photos.get(a._id)} />
      <button
        type="button"
        className="menu-card__main menu-card__open"
        onClick={props.onOpen}
        disabled={!props.canWrite}
      >
        <span className="menu-card__name">{textIn(a.name, props.locale)}</span>
        <span className="menu-card__meta">
          {props.price}
          {a.modifiers.length > 0 && (
            <>
              {' '}
              · <Plural value={a.modifiers.length} one="# modifier" other="# modifiers" />
            </>
          )}
          {required > 0 && (
            <>
              {' '}
              · <Trans>{required} required</Trans>
            </>
          )}
        </span>
      </button>
      <SyncMark id={a._id} marks={marks} />
      <label className="menu-card__available">
        <input
          type="checkbox"
          checked={a.availability}
          disabled={!props.canWrite}
          onChange={(e) => props.onAvailability(e.target.checked)}
        />
        <Trans>Available</Trans>
      </label>
    </div>
  )
}
