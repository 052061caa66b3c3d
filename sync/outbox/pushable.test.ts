import { describe, expect, it } from 'vitest'
import { PUSH_ACTION_TYPES, SENT_ALONE_ACTION_TYPES } from '../protocol/rules/index.ts'
import { ACTIONS } from './actions/all.ts'
import { isPushable } from './push.ts'
import type { OutboxRow } from './types.ts'

describe('which actions go in a push', () => {
  it('every outbox action is either in the server push or sent alone, never both', () => {
    for (const type of Object.keys(ACTIONS)) {
      const pushed = (PUSH_ACTION_TYPES as readonly string[]).includes(type)
      const alone = SENT_ALONE_ACTION_TYPES.includes(type)
      expect({ type, pushed, alone }).toEqual({ type, pushed: !alone, alone })
    }
  })

  it('pushes every action but a file upload', () => {
    const row = (type: string) => ({ type }) as OutboxRow
    expect(isPushable(row('order.accept'))).toBe(true)
    expect(isPushable(row('article.create'))).toBe(true)
    expect(isPushable(row('image.upload'))).toBe(false)
  })
})
