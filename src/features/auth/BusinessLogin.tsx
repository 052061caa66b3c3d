import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, useNavigate } from 'react-router'
import { changeLocale } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'
import { NOTIFY_SOUND_KEY } from '../../app/notifications/alert-settings.ts'
import { useSessionStore } from '../../app/staff/session-store.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { LanguagePicker } from '../../ui/LanguagePicker.tsx'
import type { LoginAlert } from './login-outcome.ts'
import { SignInFields } from './SignInFields.tsx'
import { useSignIn } from './use-sign-in.ts'
import './login.css'

/** Staff sign in (spec: username, password, language picker, login button). */
export function BusinessLogin() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const session = useSessionStore((s) => s.session)
  const signedIn = useSessionStore((s) => s.signedIn)
  const { sessionExpired } = useSyncStatus()
  const { values, alert, retryAfter, busy, onSubmit } = useSignIn(async ({ result, outcome }) => {
    if (outcome.enableNotifySound) localStorage.setItem(NOTIFY_SOUND_KEY, 'true')
    if (outcome.reload) {
      window.location.assign(outcome.to)
      return
    }
    if (result.kind === 'ok') signedIn(result.me)
    await navigate(outcome.to, { replace: true })
  })

  if (session.status === 'signed-in' && !sessionExpired) return <Navigate to="/app/h/" replace />

  const alertTexts: Record<LoginAlert, string> = {
    fillAllFields: t`Please fill in all fields.`,
    wrongCredentials: t`Wrong username or password.`,
    throttled: t`Too many failed sign-ins for this user. Wait ${retryAfter} seconds and try again.`,
    network: t`The server cannot be reached. Check the connection and try again.`,
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <img className="login__mark" src="/favicon.svg" alt="" width={48} height={48} />
        <h1>
          <Trans>Staff sign in</Trans>
        </h1>
        <SignInFields {...values} />
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
