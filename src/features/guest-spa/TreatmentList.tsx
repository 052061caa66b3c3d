/**
 * The spa's treatments, searchable by name and grouped by spa room (spec 001 §2): each shows its
 * name in the guest's language, length, price and description, and is chosen with one tap.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SpaTreatment } from '../../../sync/protocol/spa.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { ChevronIcon } from '../guest/icons.tsx'
import { formatMoney } from '../guest/money.ts'
import { WasPrice } from '../guest/WasPrice.tsx'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { treatmentGroups } from './treatments.ts'
import type { SpaCatalog } from './use-spa-catalog.ts'

type TreatmentListProps = {
  catalog: SpaCatalog
  spaId: string
  currency: string
  onChoose: (treatment: SpaTreatment) => void
}

export function TreatmentList({ catalog, spaId, currency, onChoose }: TreatmentListProps) {
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const [search, setSearch] = useState('')
  const groups = treatmentGroups(catalog.treatments, catalog.rooms, spaId, search, lang)
  const none = !catalog.treatments.some((x) => x.service_id === spaId)
  return (
    <section className="g-section" aria-labelledby="s-treatments-h">
      <h2 id="s-treatments-h" className="r-heading">
        <Trans>Choose a treatment</Trans>
      </h2>
      <label className="g-field s-search">
        <span>
          <Trans>Search treatments</Trans>
        </span>
        <input
          className="g-input"
          type="search"
          name="search"
          value={search}
          placeholder={t`Massage, sauna…`}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {none ? (
        <p className="g-card g-muted">
          <Trans>This spa has no treatments to book yet.</Trans>
        </p>
      ) : groups.length === 0 ? (
        <p className="g-card g-muted" role="status">
          <Trans>No treatment matches your search.</Trans>
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.room?._id ?? 'none'} className="s-group">
          {group.name ? <h3>{group.name}</h3> : null}
          <ul className="s-treatments">
            {group.treatments.map((treatment) => {
              const length = treatment.length
              const description = localized(treatment.description, lang)
              return (
                <li key={treatment._id}>
                  <button
                    type="button"
                    className="g-service s-treatment"
                    onClick={() => onChoose(treatment)}
                  >
                    <span className="g-service-text">
                      <strong>{localized(treatment.name, lang)}</strong>
                      <small>
                        <Trans>{length} min</Trans> ·{' '}
                        <WasPrice amount={treatment.full_price} currency={currency} lang={lang} />
                        {formatMoney(treatment.price, currency, lang)}
                      </small>
                      {description ? <small>{description}</small> : null}
                    </span>
                    <ChevronIcon />
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}
