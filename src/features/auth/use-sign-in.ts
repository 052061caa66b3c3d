import { useState, type FormEvent } from 'react'
import type { LoginResult } from '../../../sync/index.ts'
import { engine } from '../../app/staff/engine.ts'
import {
  checkLoginInput,
  loginOutcome,
  type LoginAlert,
  type LoginOutcome,
} from './login-outcome.ts'

/** The fields' values and setters, as `SignInFields` takes them. */
export interface SignInValues {
  username: string
  password: string
  onUsername: (username: string) => void
  onPassword: (password: string) => void
}

/** The server's go-ahead, and what the form lets the screen do with it. */
export interface SignInGo {
  result: LoginResult
  outcome: Extract<LoginOutcome, { kind: 'go' }>
  showAlert: (alert: LoginAlert) => void
  clearPassword: () => void
}

/**
 * A staff sign-in form's state: both fields required, then `engine.login`; a refusal, a throttle
 * or a lost connection becomes the alert. The server's go-ahead is `onGo`'s to act on.
 */
export function useSignIn(onGo: (go: SignInGo) => Promise<void> | void) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [alert, setAlert] = useState<LoginAlert | null>(null)
  const [retryAfter, setRetryAfter] = useState(0)
  const [busy, setBusy] = useState(false)

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
    await onGo({ result, outcome, showAlert: setAlert, clearPassword: () => setPassword('') })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    submit().catch((error: unknown) => {
      console.error('Sign-in failed', error)
      setBusy(false)
      setAlert('network')
    })
  }

  const values: SignInValues = {
    username,
    password,
    onUsername: setUsername,
    onPassword: setPassword,
  }
  return { values, alert, retryAfter, busy, onSubmit }
}
