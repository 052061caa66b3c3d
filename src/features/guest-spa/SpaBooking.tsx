/**
 * The spa booking shared by the room guest's and the public page: the searchable treatments,
 * then the chosen one (kept in the address as ?t=, so the phone's back button returns to the
 * list) with its booking form.
 */
import { Trans } from '@lingui/react/macro'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from '../../app/public-shell/nav.tsx'
import type { Service } from '../../../sync/protocol/service.ts'
import type { SpaAppointment } from '../../../sync/protocol/spa.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import type { Audience } from '../guest-reservation/booking-days.ts'
import { formatMoney } from '../guest/money.ts'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { LazyBookingFlow } from './lazy-parts.ts'
import { TreatmentList } from './TreatmentList.tsx'
import type { SpaCatalog } from './use-spa-catalog.ts'

type SpaBookingProps = {
  audience: Audience
  demo: boolean
  service: Service
  catalog: SpaCatalog
  currency: string
  onClosed: (reopens: string | null) => void
  onNotFound: () => void
  onSignedOut?: () => void
  onBooked?: (appointment: SpaAppointment) => void
}

export function SpaBooking(props: SpaBookingProps) {
  const { service, catalog, currency } = props
  const lang = useGuestLanguage()
  const [params, setParams] = useSearchParams()
  const chosenId = params.get('t')
  const treatment =
    catalog.treatments.find((t) => t._id === chosenId && t.service_id === service._id) ?? null
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (treatment) heading.current?.focus()
  }, [treatment])
  const choose = useCallback(
    (id: string | null) => setParams(id ? { t: id } : {}, { replace: false }),
    [setParams],
  )

  if (!treatment) {
    return (
      <TreatmentList
        catalog={catalog}
        spaId={service._id}
        currency={currency}
        onChoose={(t) => choose(t._id)}
      />
    )
  }
  const length = treatment.length
  const description = localized(treatment.description, lang)
  return (
    <section className="g-section" aria-labelledby="s-chosen-h">
      <div className="g-card s-chosen">
        <h2 id="s-chosen-h" ref={heading} tabIndex={-1}>
          {localized(treatment.name, lang)}
        </h2>
        <p className="g-muted">
          <Trans>{length} min</Trans> · {formatMoney(treatment.price, currency, lang)}
          {description ? ` · ${description}` : ''}
        </p>
        <button type="button" className="g-btn" onClick={() => choose(null)}>
          <Trans>Choose another treatment</Trans>
        </button>
      </div>
      <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
        <LazyBookingFlow
          key={treatment._id}
          audience={props.audience}
          demo={props.demo}
          service={service}
          treatment={treatment}
          rooms={catalog.rooms}
          onClosed={props.onClosed}
          onNotFound={props.onNotFound}
          {...(props.onSignedOut ? { onSignedOut: props.onSignedOut } : {})}
          {...(props.onBooked ? { onBooked: props.onBooked } : {})}
        />
      </Suspense>
    </section>
  )
}
