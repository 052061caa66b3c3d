import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { engine } from '../staff/engine.ts'
import { useSessionStore } from '../staff/session-store.ts'

export type LogoutState =
  { step: 'idle' } | { step: 'confirm'; pending: number } | { step: 'waiting' } | { step: 'error' }

/**
 * Logout never drops queued actions silently: with actions pending it asks whether to wait
 * until they are sent or to log out anyway (the outbox is kept for this account).
 */
export function useLogout() {
  const navigate = useNavigate()
  const signedOut = useSessionStore((s) => s.signedOut)
  const [state, setState] = useState<LogoutState>({ step: 'idle' })
  const attempt = useRef(0)

  const finish = useCallback(
    async (force: boolean) => {
      const result = await engine.logout({ force })
      if (!result.ok) {
        setState({ step: 'confirm', pending: result.pending })
        return
      }
      signedOut()
      setState({ step: 'idle' })
      await navigate('/app/h/login', { replace: true })
    },
    [navigate, signedOut],
  )

  const run = useCallback(
    (force: boolean) => {
      finish(force).catch((error: unknown) => {
        console.error('Logout failed', error)
        setState({ step: 'error' })
      })
    },
    [finish],
  )

  return {
    state,
    start: () => run(false),
    logOutAnyway: () => {
      attempt.current += 1
      run(true)
    },
    waitThenLogOut: () => {
      attempt.current += 1
      const mine = attempt.current
      setState({ step: 'waiting' })
      engine
        .waitUntilSent()
        .then(() => {
          if (attempt.current === mine) run(false)
        })
        .catch((error: unknown) => {
          console.error(error)
          setState({ step: 'error' })
        })
    },
    cancel: () => {
      attempt.current += 1
      setState({ step: 'idle' })
    },
  }
}
