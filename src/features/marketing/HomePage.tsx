import { Trans } from '@lingui/react/macro'
import { Link } from '../../app/public-shell/nav.tsx'
import { CompanyFooter } from '../../ui/CompanyFooter.tsx'
import '../public/public-page.css'

/** Placeholder landing page until the marketing area is built: says what this is, links to login. */
export function HomePage() {
  return (
    <div className="public-page">
      <main className="public-page__main">
        <h1>
          <Trans>Hotel guest services</Trans>
        </h1>
        <p>
          <Trans>
            Room service, restaurant orders, reservations and the staff back office in one place.
          </Trans>
        </p>
        <p>
          <Link className="btn btn-primary" to="/app/h/login">
            <Trans>Staff sign in</Trans>
          </Link>
        </p>
      </main>
      <CompanyFooter />
    </div>
  )
}
