import { Trans, useLingui } from '@lingui/react/macro'
import { useSessionStore } from '../../app/staff/session-store.ts'
import type { LoginAlert } from '../auth/login-outcome.ts'
import { SignInFields } from '../auth/SignInFields.tsx'
import { useSignIn } from '../auth/use-sign-in.ts'

/**
 * In place of the tables when this device holds no staff session (or it expired): sign in here,
 * and the tablet stays on this route (no redirect: the spec gives it no login guard).
 */
export function LockedSignIn({ serviceName }: { serviceName: string }) {
  const { t } = useLingui()
  const signedIn = useSessionStore((s) => s.signedIn)
  const { values, alert, retryAfter, busy, onSubmit } = useSignIn((go) => {
    if (go.result.kind === 'ok') {
      go.clearPassword()
      signedIn(go.result.me)
    } else go.showAlert('wrongCredentials')
  })

  const texts: Record<LoginAlert, string> = {
    fillAllFields: t`Please fill in all fields.`,
    wrongCredentials: t`Wrong username or password.`,
    throttled: t`Too many failed sign-ins for this user. Wait ${retryAfter} seconds and try again.`,
    network: t`The server cannot be reached. Check the connection and try again.`,
  }

  return (
    <main className="locked locked--signin">
      <form className="locked-signin" onSubmit={onSubmit} noValidate>
        <h1>
          <Trans>Tables of {serviceName}</Trans>
        </h1>
        <p className="locked__muted">
          <Trans>
            This tablet shows the tables only to signed-in staff who may handle this service's
            orders. Sign in to continue.
          </Trans>
        </p>
        <SignInFields {...values} />
        <p className="form-alert" role="alert">
          {alert ? texts[alert] : null}
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
    </main>
  )
}
