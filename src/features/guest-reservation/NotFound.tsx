/**
 * The 404 page for a service not open to the public (spec 001 §2). The page's texts are in the
 * staff catalog, which a public page has not loaded: it is loaded first.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { isCatalogLoaded, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'
import { PageNotFound } from '../public/PageNotFound.tsx'

export function NotFound() {
  const { i18n } = useLingui()
  const locale = parseLocale(i18n.locale)
  const [, setLoaded] = useState(false)
  const ready = isCatalogLoaded(locale, 'staff')
  useEffect(() => {
    if (ready) return
    loadCatalog(locale, 'staff').then(
      () => setLoaded(true),
      (error: unknown) => console.error('catalog failed', error),
    )
  }, [ready, locale])
  return ready ? <PageNotFound /> : <p className="g-loading" aria-busy="true" />
}
