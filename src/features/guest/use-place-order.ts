/**
 * Placing the order: one Idempotency-Key per placement, reused when the same cart is sent again
 * (a double tap, a retry after a network error), so the hotel never gets it twice.
 */
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from '../../app/public-shell/nav.tsx'
import type { Order } from '../../../sync/protocol/orders.ts'
import { createOrder } from './guest-api.ts'
import { isRetryable, isTrialExpired } from './http.ts'
import type { PlaceProblem } from './place-problem.ts'
import type { OrderDraft, Placement } from './order-body.ts'

import type * as SendOrder from './send-order.ts'

export type { PlaceProblem } from './place-problem.ts'

export function usePlaceOrder(onPlaced: (order: Order) => void, onSignedOut: () => void) {
  const navigate = useNavigate()
  const placement = useRef<Placement | null>(null)
  const inFlight = useRef(false)
  const [placing, setPlacing] = useState(false)
  const [problem, setProblem] = useState<PlaceProblem | null>(null)

  const place = useCallback(
    async (draft: OrderDraft, baseOrderId: string | null = null) => {
      if (inFlight.current) return
      inFlight.current = true
      setPlacing(true)
      setProblem(null)
      let send: typeof SendOrder | null = null
      try {
        // uuid, not crypto.randomUUID: that is missing on plain-http pages.
        send = await import('./send-order.ts')
        const body = send.buildCreateOrderBody(draft)
        const current = send.placementFor(placement.current, body, send.uuidv4)
        placement.current = current
        const order = await createOrder(body, current.key, baseOrderId)
        placement.current = null
        onPlaced(order)
      } catch (error) {
        // The server did not act on a 4xx: the next attempt may use a new key.
        if (!isRetryable(error)) placement.current = null
        if (isTrialExpired(error)) return void navigate('/trial-expired')
        const problem = send ? send.problemOf(error) : 'failed'
        setProblem(problem)
        if (problem === 'session') onSignedOut()
      } finally {
        inFlight.current = false
        setPlacing(false)
      }
    },
    [navigate, onPlaced, onSignedOut],
  )

  const dismiss = useCallback(() => setProblem(null), [])
  /** A demo path: tell the guest ordering is disabled and send nothing. */
  const refuse = useCallback(() => setProblem('demo'), [])
  return { place, placing, problem, dismiss, refuse }
}
