import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import './company-footer.css'

/** The company footer of public pages (404, trial expired, marketing). */
export function CompanyFooter() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  return (
    <footer className="company-footer">
      <p>
        <Trans>
          © {year} Hotel Guest Services. Guest requests, orders and the back office in one place.
        </Trans>
      </p>
      <nav aria-label={t`Legal`}>
        <Link to="/terms-of-service">
          <Trans>Terms of service</Trans>
        </Link>
        <Link to="/legal/privacy">
          <Trans>Privacy</Trans>
        </Link>
        <Link to="/">
          <Trans>Home</Trans>
        </Link>
      </nav>
    </footer>
  )
}
