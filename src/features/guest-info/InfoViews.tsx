/**
 * The views of the info types (spec 001 §2 Info page): text, a single category (menuSingle,
 * mapsSingle), several categories (menuCategory), an external link. Texts are shown as text
 * (React escapes them: no HTML from the hotel reaches the page); links only when http(s).
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Info, Offer, Store } from '../../../sync/protocol/info-rows.ts'
import type { Language } from '../../../sync/protocol/common.ts'
import {
  byPosition,
  imageThumbUrl,
  isValidLink,
  localized,
} from '../../../sync/protocol/rules/index.ts'
import { formatMoney } from '../guest/money.ts'

const safe = (url: string | null): string | null => (url && isValidLink(url) ? url.trim() : null)

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="gi-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}

export function TextView({ infos, lang }: { infos: Info[]; lang: Language }) {
  if (infos.length === 0) return <Nothing />
  return (
    <div className="gi-blocks">
      {byPosition(infos).map((info) => {
        const link = safe(info.link)
        return (
          <article key={info._id} className="g-card gi-block" data-info={info._id}>
            {info.image ? (
              <img className="gi-image" src={info.image} alt="" loading="lazy" />
            ) : null}
            <h2>{localized(info.title, lang)}</h2>
            <p className="gi-text">{localized(info.text, lang)}</p>
            {link ? (
              <OutLink href={link}>
                <Trans>More</Trans>
              </OutLink>
            ) : null}
          </article>
        )
      })}
    </div>
  )
}

export function ExternalView({ infos, lang }: { infos: Info[]; lang: Language }) {
  const links = byPosition(infos).filter((i) => safe(i.link))
  if (links.length === 0) return <Nothing />
  return (
    <div className="gi-blocks">
      {links.map((info) => {
        const title = localized(info.title, lang)
        return (
          <article key={info._id} className="g-card gi-block" data-info={info._id}>
            <h2>{title}</h2>
            {info.text.en ? <p className="gi-text">{localized(info.text, lang)}</p> : null}
            <OutLink href={safe(info.link)!}>
              <Trans>Open {title}</Trans>
            </OutLink>
          </article>
        )
      })}
    </div>
  )
}

type OffersProps = { offers: Offer[]; lang: Language; currency: string }

function OfferList({ offers, lang, currency }: OffersProps) {
  return (
    <ul className="gi-offers">
      {offers.map((offer) => {
        const maps = safe(offer.maps_link)
        const website = safe(offer.website)
        return (
          <li key={offer._id} className="g-card gi-offer" data-offer={offer._id}>
            {offer.image ? (
              <img
                className="gi-thumb"
                src={imageThumbUrl(offer.image, 120)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            ) : null}
            <div className="gi-offer-main">
              <strong>{localized(offer.name, lang)}</strong>
              {offer.description.en ? (
                <span className="gi-text">{localized(offer.description, lang)}</span>
              ) : null}
              {offer.contact ? <Contact contact={offer.contact} /> : null}
              <span className="gi-offer-links">
                {maps ? (
                  <OutLink href={maps}>
                    <Trans>Open in maps</Trans>
                  </OutLink>
                ) : null}
                {website ? (
                  <OutLink href={website}>
                    <Trans>Website</Trans>
                  </OutLink>
                ) : null}
              </span>
            </div>
            {offer.price !== null ? (
              <span className="gi-price">{formatMoney(offer.price, currency, lang)}</span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

const byName = (lang: Language) => (a: { name: Offer['name'] }, b: { name: Offer['name'] }) =>
  localized(a.name, lang).localeCompare(localized(b.name, lang))

export function SingleView(props: OffersProps) {
  if (props.offers.length === 0) return <Nothing />
  return <OfferList {...props} offers={[...props.offers].sort(byName(props.lang))} />
}

export function CategoryView(props: OffersProps & { stores: Store[] }) {
  const stores = [...props.stores].sort(byName(props.lang))
  if (stores.length === 0) return <Nothing />
  return (
    <div className="gi-blocks">
      {stores.map((store) => {
        const website = safe(store.website)
        const offers = props.offers.filter((o) => o.store_id === store._id).sort(byName(props.lang))
        return (
          <section key={store._id} className="gi-store" aria-labelledby={`gi-s-${store._id}`}>
            <h2 id={`gi-s-${store._id}`}>{localized(store.name, props.lang)}</h2>
            {store.description.en ? (
              <p className="gi-text">{localized(store.description, props.lang)}</p>
            ) : null}
            <p className="gi-offer-links">
              {store.contact ? <Contact contact={store.contact} /> : null}
              {website ? (
                <OutLink href={website}>
                  <Trans>Website</Trans>
                </OutLink>
              ) : null}
            </p>
            {offers.length > 0 ? <OfferList {...props} offers={offers} /> : null}
          </section>
        )
      })}
    </div>
  )
}

function Contact({ contact }: { contact: string }) {
  return (
    <span className="g-muted">
      <Trans>Contact: {contact}</Trans>
    </span>
  )
}

function Nothing() {
  return (
    <p className="g-card g-muted">
      <Trans>Nothing here yet.</Trans>
    </p>
  )
}
