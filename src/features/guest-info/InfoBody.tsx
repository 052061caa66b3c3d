import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { useInfoContent } from './use-info-content.ts'
import { CategoryView, ExternalView, SingleView, TextView } from './InfoViews.tsx'

/**
 * The view of the service's info type (spec 001 §2): text -> text view; menuSingle and
 * mapsSingle -> single-category view; menuCategory -> multi-category view; external ->
 * external-link view; anything else a spinner.
 */
export function InfoBody({ service, currency }: { service: Service; currency: string }) {
  const lang = useGuestLanguage()
  const { view, content, error, retry } = useInfoContent(service)
  if (error) return <LoadFailed error={error} retry={retry} />
  if (view === 'spinner' || !content) {
    return (
      <p className="g-loading" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      </p>
    )
  }
  switch (view) {
    case 'text':
      return <TextView infos={content.infos} lang={lang} />
    case 'external':
      return <ExternalView infos={content.infos} lang={lang} />
    case 'single':
      return <SingleView offers={content.offers} lang={lang} currency={currency} />
    case 'category':
      return (
        <CategoryView
          offers={content.offers}
          stores={content.stores}
          lang={lang}
          currency={currency}
        />
      )
  }
}

/** The room's info service of that name (the route's {service}), or null. */
export function infoServiceNamed(services: readonly Service[], name: string): Service | null {
  const wanted = name.toLowerCase()
  return (
    services.find(
      (s) => s.type === 'info' && (s._id === name || s.name.toLowerCase() === wanted),
    ) ?? null
  )
}
