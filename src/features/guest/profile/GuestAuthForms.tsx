/** Sign in or create a guest profile (e-mail and password; registration answers 201). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { GuestProfile } from '../../../../sync/protocol/rules/guest-profile.ts'
import { HttpError } from '../http.ts'
import { loginGuest, registerGuest, storedGuestEmail } from './profile-api.ts'
import { TextField } from './ProfileFields.tsx'

type Mode = 'login' | 'register'
type Problem =
  'wrong' | 'taken' | 'mismatch' | 'email' | 'password' | 'throttled' | 'failed' | 'demo'

export function GuestAuthForms({
  demo,
  onSignedIn,
}: {
  demo: boolean
  onSignedIn: (profile: GuestProfile) => void
}) {
  const { t } = useLingui()
  const [mode, setMode] = useState<Mode>('register')
  const [email, setEmail] = useState(() => storedGuestEmail())
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (demo) return setProblem('demo')
    if (mode === 'register' && password !== confirm) return setProblem('mismatch')
    setBusy(true)
    setProblem(null)
    try {
      if (mode === 'register') await registerGuest(email.trim(), password)
      onSignedIn(await loginGuest(email.trim(), password))
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="g-card g-auth" aria-labelledby="g-auth-h">
      <div className="g-tabs" role="tablist" aria-label={t`Guest profile`}>
        {(['register', 'login'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className="g-tab"
            onClick={() => {
              setMode(m)
              setProblem(null)
            }}
          >
            {m === 'register' ? <Trans>Create a profile</Trans> : <Trans>Sign in</Trans>}
          </button>
        ))}
      </div>
      <h2 id="g-auth-h" className="visually-hidden">
        {mode === 'register' ? <Trans>Create a profile</Trans> : <Trans>Sign in</Trans>}
      </h2>
      <p className="g-muted">
        <Trans>
          Tell the hotel about your allergies, food preferences and wishes once: staff see them
          whenever you stay.
        </Trans>
      </p>
      <form className="g-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
          error={problem === 'email'}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          maxLength={200}
          value={password}
          onChange={setPassword}
          error={problem === 'password'}
        />
        {mode === 'register' ? (
          <TextField
            label={t`Repeat the password`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={confirm}
            onChange={setConfirm}
            error={problem === 'mismatch'}
          />
        ) : null}
        {problem ? (
          <p className="g-alert" role="alert">
            {problem === 'wrong' ? <Trans>Wrong username or password.</Trans> : null}
            {problem === 'taken' ? (
              <Trans>An account with this e-mail already exists. Sign in instead.</Trans>
            ) : null}
            {problem === 'mismatch' ? <Trans>Passwords do not match</Trans> : null}
            {problem === 'email' ? (
              <Trans>Enter an e-mail address like name@hotel.com.</Trans>
            ) : null}
            {problem === 'password' ? (
              <Trans>The password needs at least 8 characters.</Trans>
            ) : null}
            {problem === 'throttled' ? (
              <Trans>Too many attempts. Please wait a little and try again.</Trans>
            ) : null}
            {problem === 'failed' ? <Trans>Something went wrong. Please try again.</Trans> : null}
            {problem === 'demo' ? <Trans>Creating a profile is disabled in the demo.</Trans> : null}
          </p>
        ) : null}
        <button
          type="submit"
          className="g-btn g-btn-primary g-btn-block"
          disabled={busy}
          aria-busy={busy}
        >
          {mode === 'register' ? <Trans>Create my profile</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
    </section>
  )
}

function problemOf(error: unknown): Problem {
  if (!(error instanceof HttpError)) return 'failed'
  if (error.status === 409) return 'taken'
  if (error.status === 429) return 'throttled'
  if (error.status === 401) return 'wrong'
  if (error.status === 400 && error.field === 'email') return 'email'
  if (error.status === 400 && error.field === 'password') return 'password'
  return 'failed'
}
