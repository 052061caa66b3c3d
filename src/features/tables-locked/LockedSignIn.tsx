import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { engine } from '../../app/staff/engine.ts'
import { useSessionStore } from '../../app/staff/session-store.ts'
import { checkLoginInput, loginOutcome, type LoginAlert } from '../auth/login-outcome.ts'

/**
 * In place of the tables when this device holds no staff session (or it expired): sign in here,
 * and the tablet stays on this route (no redirect: the spec gives it no login guard).
 */
export function LockedSignIn({ serviceName }: { serviceName: string }) {
  const { t } = useLingui()
  const signedIn = useSessionStore((s) => s.signedIn)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [alert, setAlert] = useState<LoginAlert | null>(null)
  const [retryAfter, setRetryAfter] = useState(0)
  const [busy, setBusy] = useState(false)

  const texts: Record<LoginAlert, string> = {
    fillAllFields: t`Please fill in all fields.`,
    wrongCredentials: t`Wrong username or password.`,
    throttled: t`Too many failed sign-ins for this user. Wait ${retryAfter} seconds and try again.`,
    network: t`The server cannot be reached. Check the connection and try again.`,
  }

  async function submit(): Promise<void> {
    const missing = checkLoginInput(username, password)
    if (missing) return setAlert(missing)
    setAlert(null)
    setBusy(true)
    const result = await engine.login({ username: username.trim(), password })
    setBusy(false)
    const outcome = loginOutcome(result)
    if (outcome.kind === 'alert') {
      setRetryAfter(outcome.retryAfter ?? 0)
      return setAlert(outcome.alert)
    }
    if (result.kind === 'ok') {
      setPassword('')
      signedIn(result.me)
    } else setAlert('wrongCredentials')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit().catch((error: unknown) => {
      console.error('Sign-in failed', error)
      setBusy(false)
      setAlert('network')
    })
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
        <label className="field">
          <span>
            <Trans>Username</Trans>
          </span>
          <input
            className="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="field">
          <span>
            <Trans>Password</Trans>
          </span>
          <input
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
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
