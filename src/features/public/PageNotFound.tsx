import { Trans } from '@lingui/react/macro'
import { CompanyFooter } from '../../ui/CompanyFooter.tsx'
import './public-page.css'

/**
 * Any path outside the route table (spec section 2): a 404 message, a way back, the footer. Shown
 * by both the public shell and the back office, so its links are plain (a full page load).
 */
export function PageNotFound() {
  return (
    <div className="public-page">
      <main className="public-page__main">
        <p className="public-page__code" aria-hidden="true">
          404
        </p>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <p>
          <Trans>
            Return to the <a href="/">home page</a>, or to the{' '}
            <a href="/app/h/">staff back office</a> if you work at a hotel.
          </Trans>
        </p>
      </main>
      <CompanyFooter />
    </div>
  )
}
