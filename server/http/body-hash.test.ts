import { describe, expect, it } from 'vitest'
import { bodyHash, canonicalJson } from './body-hash.ts'

describe('body fingerprint of an idempotency key', () => {
  it('does not depend on key order, and drops undefined like JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"x":1,"y":2}]},"b":1}',
    )
    expect(bodyHash({ a: 1, b: 2 })).toBe(bodyHash({ b: 2, a: 1 }))
  })

  it('tells different bodies apart; no body is null', () => {
    expect(bodyHash({ order_id: 'a' })).not.toBe(bodyHash({ order_id: 'b' }))
    expect(bodyHash(undefined)).toBe(bodyHash(null))
    expect(bodyHash('1')).not.toBe(bodyHash(1))
  })
})
