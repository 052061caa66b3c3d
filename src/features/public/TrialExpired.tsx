import { Trans } from '@lingui/react/macro'
import { Link, useSearchParams } from '../../app/public-shell/nav.tsx'
import { CompanyFooter } from '../../ui/CompanyFooter.tsx'
import { trialAudience } from './trial-audience.ts'
import './public-page.css'

/**
 * The trial of the business is over. Staff are told to renew; guests that the hotel's services
 * are unavailable for now. Guest pages link here with `?for=guest`.
 */
export function TrialExpired() {
  const [params] = useSearchParams()
  const audience = trialAudience(params.get('for'))
  return (
    <div className="public-page">
      <main className="public-page__main">
        <h1>
          <Trans>Trial expired</Trans>
        </h1>
        {audience === 'business' ? (
          <>
            <p>
              <Trans>
                The trial period of your business has ended. Your data is kept: contact us to choose
                a plan and continue where you left off.
              </Trans>
            </p>
            <p>
              <Link to="/app/h/login">
                <Trans>Back to staff sign in</Trans>
              </Link>
            </p>
          </>
        ) : (
          <p>
            <Trans>
              The online services of this hotel are not available at the moment. Please contact the
              reception.
            </Trans>
          </p>
        )}
      </main>
      <CompanyFooter />
    </div>
  )
}
