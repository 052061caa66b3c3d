/** One category of the menu: its name, its limits, and its items as tap targets. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Article } from '../../../sync/protocol/menu.ts'
import { clock, itemAvailability, type Availability } from './availability.ts'
import type { LimitViolation } from './category-limits.ts'
import { PlusIcon } from './icons.tsx'
import { WasPrice } from './WasPrice.tsx'
import { ItemMarks } from './ItemMarks.tsx'
import type { Allergen } from '../../../sync/protocol/rules/allergens.ts'
import { sectionId, type MenuSection } from './menu-sections.ts'
import { formatMoney } from './money.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { thumbnailSources } from '../../../sync/protocol/rules/images.ts'
import { useGuestLanguage } from './use-guest-language.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

type MenuSectionViewProps = {
  section: MenuSection
  currency: string
  inCart: ReadonlyMap<string, number>
  now: Date
  violation: LimitViolation | null
  onOpen: (article: Article) => void
  onPreload: () => void
  /** The first section on the page: its first pictures load at once (the rest when scrolled to). */
  first?: boolean
  /** The allergens the signed-in guest's profile avoids: items containing one are marked. */
  avoided: readonly Allergen[]
}

export function MenuSectionView({
  section,
  currency,
  inCart,
  now,
  violation,
  onOpen,
  onPreload,
  first = false,
  avoided,
}: MenuSectionViewProps) {
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const zone = useHotelZone()
  const id = sectionId(section)
  const name = section.category ? localized(section.category.name, lang) : t`Other`
  return (
    <section id={id} className="g-menu-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{name}</h2>
      {section.category ? (
        <LimitHint min={section.category.min} max={section.category.max} />
      ) : null}
      {violation ? (
        <p className="g-alert" role="alert" tabIndex={-1} data-violation={id}>
          <ViolationText violation={violation} name={name} />
        </p>
      ) : null}
      <ul className="g-items">
        {section.articles.map((article, index) => {
          const photo = article.image ? (
            <ItemPhoto src={article.image} eager={first && index < 3} />
          ) : null
          const count = inCart.get(article._id) ?? 0
          const title = localized(article.name, lang)
          const description = localized(article.description, lang)
          // A free item (towels, a cleaning) is a request: no €0.00.
          const price = article.price > 0 ? formatMoney(article.price, currency, lang) : null
          const availability = itemAvailability(article, section.category, now, zone)
          if (!availability.ok) {
            return (
              <li key={article._id}>
                <div className="g-item g-item-off">
                  {photo}
                  <span className="g-item-text">
                    <strong>{title}</strong>
                    {description ? <span className="g-item-desc">{description}</span> : null}
                    <ItemMarks article={article} avoided={avoided} />
                    <span className="g-item-why">
                      <Unavailable availability={availability} />
                    </span>
                  </span>
                  {price ? (
                    <span className="g-item-price">
                      <WasPrice amount={article.full_price} currency={currency} lang={lang} />
                      {price}
                    </span>
                  ) : null}
                </div>
              </li>
            )
          }
          return (
            <li key={article._id}>
              <button
                type="button"
                className="g-item"
                onPointerDown={onPreload}
                onFocus={onPreload}
                onClick={() => onOpen(article)}
              >
                {photo}
                <span className="g-item-text">
                  <strong>{title}</strong>
                  {description ? <span className="g-item-desc">{description}</span> : null}
                  <ItemMarks article={article} avoided={avoided} />
                  {price ? (
                    <span className="g-item-price">
                      <WasPrice amount={article.full_price} currency={currency} lang={lang} />
                      {price}
                    </span>
                  ) : null}
                </span>
                <span className="g-item-add" aria-hidden="true">
                  {count > 0 ? <span className="g-item-count">{count}</span> : <PlusIcon />}
                </span>
                {count > 0 ? (
                  <span className="visually-hidden">
                    <Trans>{count} in the cart</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * An item's picture: a fixed box (no layout shift), a square thumbnail the size the screen needs
 * (not the 1920 px photo), decoded off the main thread; below the fold it loads only when
 * scrolled near (phones on hotel Wi-Fi or mobile data).
 */
function ItemPhoto({ src, eager }: { src: string; eager: boolean }) {
  return (
    <img
      className="g-item-photo"
      {...thumbnailSources(src)}
      sizes="72px"
      alt=""
      width={72}
      height={72}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  )
}

function Unavailable({ availability }: { availability: Exclude<Availability, { ok: true }> }) {
  if (availability.reason === 'unavailable') return <Trans>Not available now</Trans>
  const from = clock(availability.window.start)
  const to = clock(availability.window.end)
  return (
    <Trans>
      Available from {from} to {to}
    </Trans>
  )
}

function LimitHint({ min, max }: { min: number | null; max: number | null }) {
  if (min === null && max === null) return null
  let text
  if (min !== null && max !== null) {
    text =
      min === max ? (
        <Trans>Choose {min}.</Trans>
      ) : (
        <Trans>
          Choose {min} to {max}.
        </Trans>
      )
  } else if (min !== null) text = <Trans>Choose at least {min}.</Trans>
  else text = <Trans>Choose at most {max}.</Trans>
  return <p className="g-muted g-limit">{text}</p>
}

export function ViolationText({ violation, name }: { violation: LimitViolation; name: string }) {
  const { min, max } = violation
  return violation.kind === 'min' ? (
    <Trans>
      Before you order, choose at least {min} from “{name}”.
    </Trans>
  ) : (
    <Trans>
      Before you order, choose at most {max} from “{name}”.
    </Trans>
  )
}
