import { Trans, useLingui } from '@lingui/react/macro'
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
        <a href="/terms-of-service">
          <Trans>Terms of service</Trans>
        </a>
        <a href="/legal/privacy">
          <Trans>Privacy</Trans>
        </a>
        <a href="/">
          <Trans>Home</Trans>
        </a>
      </nav>
    </footer>
  )
}
