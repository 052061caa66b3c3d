import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useMatches } from 'react-router'
import { isRouteHandle } from './routes/route-handle.ts'
import './coming-soon.css'

/** The one shared page of screens a later issue builds. It names the screen, nothing more. */
export function ComingSoon() {
  const { i18n } = useLingui()
  const { pathname } = useLocation()
  const matches = useMatches()
  const descriptor = matches
    .map((m) => (isRouteHandle(m.handle) ? m.handle.comingSoon : undefined))
    .findLast((d) => d !== undefined)
  const name = descriptor ? i18n._(descriptor) : pathname
  const inBackOffice = pathname.startsWith('/app/h/')
  return (
    <section className={inBackOffice ? 'coming-soon' : 'coming-soon coming-soon--page'}>
      <h1>{name}</h1>
      <p>
        <Trans>This screen is coming soon.</Trans>
      </p>
      {inBackOffice ? (
        <Link to="/app/h/">
          <Trans>Back to the orders</Trans>
        </Link>
      ) : (
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      )}
    </section>
  )
}
