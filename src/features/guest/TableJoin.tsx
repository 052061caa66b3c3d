/**
 * Sharing a table's order between phones (rejoinRequest / rejoinResponse): a second phone asks to
 * join the table's open order; the phone that placed it is asked and answers.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { rejoinRequest, rejoinResponse } from './guest-api.ts'
import type { RejoinRequestEvent } from './live-socket.ts'

export type JoinState = 'idle' | 'asking' | 'declined' | 'joined' | 'failed' | 'demo'

type JoinCardProps = {
  state: JoinState
  baseOrderId: string
  deviceId: string
  demo: boolean
  onState: (state: JoinState) => void
}

/** The card a second phone sees when the table already has an open order. */
export function JoinCard({ state, baseOrderId, deviceId, demo, onState }: JoinCardProps) {
  async function ask() {
    if (demo) return onState('demo')
    onState('asking')
    try {
      await rejoinRequest(baseOrderId, deviceId)
    } catch {
      onState('failed')
    }
  }
  if (state === 'joined') {
    return (
      <p className="g-card g-ok" role="status">
        <Trans>You joined the table’s order: what you order now is added to it.</Trans>
      </p>
    )
  }
  return (
    <section className="g-card g-join" aria-labelledby="g-join-h">
      <h2 id="g-join-h">
        <Trans>This table already has an order</Trans>
      </h2>
      <p className="g-muted">
        <Trans>Join it to add to the same bill, or just order on your own.</Trans>
      </p>
      <div aria-live="polite">
        {state === 'asking' ? (
          <p>
            <Trans>Waiting for the phone that placed the order to let you in…</Trans>
          </p>
        ) : null}
        {state === 'declined' ? (
          <p>
            <Trans>Your request to join was declined. You can order on your own.</Trans>
          </p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p className="g-alert" role="alert">
          <Trans>The request could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      {state === 'demo' ? (
        <p className="g-alert" role="alert">
          <Trans>Ordering is disabled in the demo.</Trans>
        </p>
      ) : null}
      {state !== 'asking' ? (
        <button type="button" className="g-btn" onClick={() => void ask()}>
          <Trans>Ask to join</Trans>
        </button>
      ) : null}
    </section>
  )
}

type JoinRequestsProps = {
  requests: readonly RejoinRequestEvent[]
  deviceId: string
  onDone: (request: RejoinRequestEvent) => void
}

/** The phone that placed the order: another phone asks to join; let it in or not. */
export function JoinRequests({ requests, deviceId, onDone }: JoinRequestsProps) {
  const [failed, setFailed] = useState(false)
  async function answer(request: RejoinRequestEvent, accepted: boolean) {
    setFailed(false)
    try {
      await rejoinResponse(request.base_order_id, request.user_id, accepted, deviceId)
      onDone(request)
    } catch {
      setFailed(true)
    }
  }
  if (requests.length === 0) return null
  return (
    <section className="g-card g-join" role="alertdialog" aria-labelledby="g-join-ask-h">
      <h2 id="g-join-ask-h">
        <Trans>Another phone wants to join your order</Trans>
      </h2>
      <p className="g-muted">
        <Trans>If you let it in, what it orders is added to your table’s order and bill.</Trans>
      </p>
      {failed ? (
        <p className="g-alert" role="alert">
          <Trans>The answer could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      {requests.slice(0, 1).map((request) => (
        <div key={request.user_id} className="g-join-actions">
          <button
            type="button"
            className="g-btn g-btn-primary"
            onClick={() => void answer(request, true)}
          >
            <Trans>Let it join</Trans>
          </button>
          <button type="button" className="g-btn" onClick={() => void answer(request, false)}>
            <Trans>Decline</Trans>
          </button>
        </div>
      ))}
    </section>
  )
}
