/**
 * Placing the order: one Idempotency-Key per placement, reused when the same cart is sent again
 * (a double tap, a retry after a network error), so the hotel never gets it twice.
 */
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { CreateOrderBody, Order } from '../../../sync/protocol/orders.ts'
import { createOrder } from './guest-api.ts'
import { FormatError, HttpError, isRetryable, isTrialExpired } from './http.ts'
import { placementFor, type Placement } from './order-body.ts'

export type PlaceProblem =
  | 'failed' // network, 5xx: 'Error while ordering. Please try again.'
  | 'critical' // a reply the page cannot read: 'A critical error has occured.'
  | 'session' // the room code is no longer valid
  | 'unavailable' // an item or answer is no longer on the menu
  | 'closed' // the service does not take orders

export function usePlaceOrder(onPlaced: (order: Order) => void, onSignedOut: () => void) {
  const navigate = useNavigate()
  const placement = useRef<Placement | null>(null)
  const inFlight = useRef(false)
  const [placing, setPlacing] = useState(false)
  const [problem, setProblem] = useState<PlaceProblem | null>(null)

  const place = useCallback(
    async (body: CreateOrderBody) => {
      if (inFlight.current) return
      inFlight.current = true
      setPlacing(true)
      setProblem(null)
      try {
        // uuid, not crypto.randomUUID: that is missing on plain-http pages.
        const { v4: uuidv4 } = await import('uuid')
        const current = placementFor(placement.current, body, uuidv4)
        placement.current = current
        const order = await createOrder(body, current.key)
        placement.current = null
        onPlaced(order)
      } catch (error) {
        // The server did not act on a 4xx: the next attempt may use a new key.
        if (!isRetryable(error)) placement.current = null
        if (isTrialExpired(error)) return void navigate('/trial-expired')
        setProblem(problemOf(error))
        if (error instanceof HttpError && error.status === 401) onSignedOut()
      } finally {
        inFlight.current = false
        setPlacing(false)
      }
    },
    [navigate, onPlaced, onSignedOut],
  )

  const dismiss = useCallback(() => setProblem(null), [])
  return { place, placing, problem, dismiss }
}

function problemOf(error: unknown): PlaceProblem {
  if (error instanceof FormatError) return 'critical'
  if (!(error instanceof HttpError) || error.status >= 500) return 'failed'
  if (error.status === 401) return 'session'
  if (error.code === 'order.service_not_ordering') return 'closed'
  if (error.code?.startsWith('order.') || error.status === 404) return 'unavailable'
  // A line the menu no longer has (the item or an answer was removed meanwhile).
  if (error.status === 400 && error.field?.startsWith('content')) return 'unavailable'
  return 'failed'
}
