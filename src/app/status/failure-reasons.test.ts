import { describe, expect, it } from 'vitest'
import {
  failureReason,
  orderRefusalReason,
  refusalStatus,
  waitingReason,
  type ActionError,
} from './failure-reasons.ts'

const err = (code: ActionError['code'], status = 409): ActionError => ({
  code,
  status,
  message: 'x',
})

describe('failureReason', () => {
  it('explains an illegal transition by what the server row became', () => {
    const illegal = err('order.illegal_transition')
    expect(failureReason(illegal, 'Declined')).toBe('declinedElsewhere')
    expect(failureReason(illegal, 'Accepted')).toBe('acceptedElsewhere')
    expect(failureReason(illegal, 'Finished')).toBe('finishedElsewhere')
    expect(failureReason(illegal, 'Paid')).toBe('paidElsewhere')
    expect(failureReason(illegal, 'Room')).toBe('billedToRoomElsewhere')
    expect(failureReason(illegal, 'Pending')).toBe('stillPending')
    expect(failureReason(illegal, undefined)).toBe('changedElsewhere')
    expect(failureReason(err('conflict'), 'Declined')).toBe('declinedElsewhere')
  })

  it('maps the other error codes', () => {
    expect(failureReason(err('not_found', 404), undefined)).toBe('deleted')
    expect(failureReason(err('forbidden', 403), 'Pending')).toBe('forbidden')
    expect(failureReason(err('unauthorized', 401), 'Pending')).toBe('sessionExpired')
    expect(failureReason(err('validation', 400), 'Pending')).toBe('invalid')
    expect(failureReason(err('rate_limited', 429), 'Pending')).toBe('rateLimited')
    expect(failureReason(err('trial_expired', 403), 'Pending')).toBe('trialExpired')
    expect(failureReason(err('internal', 500), 'Pending')).toBe('serverError')
    expect(failureReason(err('network', 0), 'Pending')).toBe('network')
  })

  it('falls back on the HTTP status for codes without a text', () => {
    expect(failureReason(err('order.article_unavailable', 503), 'Pending')).toBe('serverError')
    expect(failureReason(err('order.article_unavailable', 400), 'Pending')).toBe('unknown')
    expect(failureReason(null, 'Pending')).toBe('unknown')
  })
})

describe('waitingReason', () => {
  it('says why a row still waits: no answer, the server asked to wait, or a server error', () => {
    expect(waitingReason(null)).toBeNull()
    expect(waitingReason(err('network', 0))).toBe('network')
    expect(waitingReason(err('rate_limited', 429))).toBe('busy')
    expect(waitingReason(err('internal', 503))).toBe('serverError')
    expect(waitingReason(err('idempotency.in_progress', 409))).toBe('serverError')
  })
})

describe('orderRefusalReason', () => {
  it("tells the reason from the row the refusal carried, not the order's later state", () => {
    const refused = { error: err('order.illegal_transition'), refusedWith: { status: 'Accepted' } }
    // This device has since finished the order: the refusal was still about an accept.
    expect(orderRefusalReason(refused, 'Finished')).toBe('acceptedElsewhere')
    expect(orderRefusalReason({ error: err('conflict') }, 'Declined')).toBe('declinedElsewhere')
    expect(orderRefusalReason({ error: err('conflict'), refusedWith: null }, 'Paid')).toBe(
      'paidElsewhere',
    )
  })

  it('reads only order statuses from the refusal', () => {
    expect(refusalStatus({ status: 'Room' })).toBe('Room')
    expect(refusalStatus({ status: 'active' })).toBeUndefined()
    expect(refusalStatus(null)).toBeUndefined()
    expect(refusalStatus('Accepted')).toBeUndefined()
  })
})
