/** "Call a waiter": one tap tells the staff board; on a demo path it only says it is disabled. */
import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { callWaiter } from './guest-api.ts'

type State = 'idle' | 'calling' | 'called' | 'failed' | 'demo'

export function CallWaiter({ tableId, demo }: { tableId: string; demo: boolean }) {
  const [state, setState] = useState<State>('idle')
  const key = useRef<string | null>(null)

  async function call() {
    if (demo) return setState('demo')
    setState('calling')
    try {
      // One key per call: a retry of a lost answer never rings twice.
      key.current ??= (await import('uuid')).v4()
      await callWaiter(tableId, key.current)
      key.current = null
      setState('called')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="g-call">
      <button
        type="button"
        className="g-btn g-btn-block"
        onClick={() => void call()}
        disabled={state === 'calling'}
        aria-busy={state === 'calling'}
      >
        <Trans>Call a waiter</Trans>
      </button>
      <div aria-live="polite">
        {state === 'called' ? (
          <p className="g-ok">
            <Trans>A waiter is on the way.</Trans>
          </p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p className="g-alert" role="alert">
          <Trans>The waiter could not be called. Please try again.</Trans>
        </p>
      ) : null}
      {state === 'demo' ? (
        <p className="g-alert" role="alert">
          <Trans>Calling a waiter is disabled in the demo.</Trans>
        </p>
      ) : null}
    </div>
  )
}
