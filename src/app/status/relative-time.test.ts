import { describe, expect, it } from 'vitest'
import { timeSince } from './relative-time.ts'

const now = new Date('2026-11-21T12:00:00.000Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

describe('timeSince', () => {
  it('says now, minutes, hours or days ago', () => {
    expect(timeSince(ago(20), now, ['en'])).toBe('now')
    expect(timeSince(ago(60), now, ['en'])).toBe('1 minute ago')
    expect(timeSince(ago(5 * 60 + 59), now, ['en'])).toBe('5 minutes ago')
    expect(timeSince(ago(3 * 3600), now, ['en'])).toBe('3 hours ago')
    expect(timeSince(ago(26 * 3600), now, ['en'])).toBe('yesterday')
    expect(timeSince(ago(3 * 86_400), now, ['en'])).toBe('3 days ago')
  })

  it('speaks the staff language and survives a clock behind or a bad date', () => {
    expect(timeSince(ago(5 * 60), now, ['sr-Latn', 'en'])).toBe('pre 5 minuta')
    expect(timeSince(ago(5 * 60), now, ['hr', 'en'])).toBe('prije 5 minuta')
    expect(timeSince(ago(-30), now, ['en'])).toBe('now')
    expect(timeSince('not a date', now, ['en'])).toBe('')
  })
})
