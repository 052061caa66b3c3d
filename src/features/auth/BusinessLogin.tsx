import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { changeLocale } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'
import { NOTIFY_SOUND_KEY } from '../../app/notifications/alert-settings.ts'
import { engine } from '../../app/staff/engine.ts'
import { useSessionStore } from '../../app/staff/session-store.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { LanguagePicker } from '../../ui/LanguagePicker.tsx'
import { checkLoginInput, loginOutcome, type LoginAlert } from './login-outcome.ts'
import './login.css'

/** Staff sign in (spec: username, password, language picker, login button). */
export function BusinessLogin() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const session = useSessionStore((s) => s.session)
  const signedIn = useSessionStore((s) => s.signedIn)
  const { sessionExpired } = useSyncStatus()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [alert, setAlert] = useState<LoginAlert | null>(null)
  const [retryAfter, setRetryAfter] = useState(0)
  const [busy, setBusy] = useState(false)

  if (session.status === 'signed-in' && !sessionExpired) return <Navigate to="/app/h/" replace />

  const alertTexts: Record<LoginAlert, string> = {
    fillAllFields: t`Please fill in all fields.`,
    wrongCredentials: t`Wrong username or password.`,
    throttled: t`Too many failed sign-ins for this user. Wait ${retryAfter} seconds and try again.`,
    network: t`The server cannot be reached. Check the connection and try again.`,
  }

  async function submit(): Promise<void> {
    const missing = checkLoginInput(username, password)
    if (missing) {
      setAlert(missing)
      return
    }
    setAlert(null)
    setBusy(true)
    const result = await engine.login({ username: username.trim(), password })
    setBusy(false)
    const outcome = loginOutcome(result)
    if (outcome.kind === 'alert') {
      setRetryAfter(outcome.retryAfter ?? 0)
      setAlert(outcome.alert)
      return
    }
    if (outcome.enableNotifySound) localStorage.setItem(NOTIFY_SOUND_KEY, 'true')
    if (outcome.reload) {
      window.location.assign(outcome.to)
      return
    }
    if (result.kind === 'ok') signedIn(result.me)
    await navigate(outcome.to, { replace: true })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    submit().catch((error: unknown) => {
      console.error('Login failed', error)
      setBusy(false)
      setAlert('network')
    })
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <img className="login__mark" src="/favicon.svg" alt="" width={48} height={48} />
        <h1>
          <Trans>Staff sign in</Trans>
        </h1>
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
        <LanguagePicker
          value={parseLocale(i18n.locale)}
          onChange={(locale) => {
            changeLocale(locale).catch((error: unknown) => console.error(error))
          }}
        />
        <p className="login__alert" role="alert">
          {alert ? alertTexts[alert] : null}
        </p>
        <button type="submit" className="btn btn-primary login__submit" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
    </main>
  )
}
