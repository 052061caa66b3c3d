import { describe, expect, it } from 'vitest'
import { FAST_INPUT_SKIP_REASONS, parseFastInput } from '../../sync/protocol/rules/fast-input.ts'
import { makeFastInputFile } from './fast-input-fixture.ts'

describe('fixture files (tests/helpers/fast-input-fixture.ts)', () => {
  it.each(['simple', 'pms'] as const)(
    '%s: a 300-line file with 20 bad lines gives 280 rows and 20 skipped with their lines',
    (format) => {
      const file = makeFastInputFile({ lines: 300, bad: 20, format, rooms: 40 })
      const preview = parseFastInput(file.text)
      expect(preview.format).toBe(format)
      expect(preview.rows).toHaveLength(280)
      expect(preview.skipped).toHaveLength(20)
      expect(preview.rows).toEqual(file.rows)
      expect(preview.skipped.map((s) => ({ line: s.line, reason: s.reason }))).toEqual(file.bad)
    },
  )

  it.each([
    { separator: '\t' as const },
    { separator: ',' as const, lineEnding: '\r\n' as const, bom: true, header: true },
    { format: 'pms' as const, separator: ';' as const, lineEnding: '\r\n' as const },
    { format: 'pms' as const, header: false },
  ])('other shapes parse as generated: %j', (shape) => {
    const file = makeFastInputFile({ lines: 120, bad: 30, rooms: 7, seed: 3, ...shape })
    const preview = parseFastInput(file.text)
    expect(preview.rows).toEqual(file.rows)
    expect(preview.skipped.map((s) => ({ line: s.line, reason: s.reason }))).toEqual(file.bad)
  })

  it('covers every reason, past included when today is given', () => {
    const file = makeFastInputFile({
      lines: 60,
      bad: 14,
      reasons: FAST_INPUT_SKIP_REASONS,
    })
    const found = new Set(
      parseFastInput(file.text, new Date(2026, 0, 1)).skipped.map((s) => s.reason),
    )
    expect([...found].sort()).toEqual([...FAST_INPUT_SKIP_REASONS].sort())
  })

  it('is deterministic', () => {
    const a = makeFastInputFile({ lines: 50, bad: 5, format: 'pms', rooms: ['201', '202'] })
    const b = makeFastInputFile({ lines: 50, bad: 5, format: 'pms', rooms: ['201', '202'] })
    expect(a).toEqual(b)
    expect(makeFastInputFile({ lines: 50, bad: 5, seed: 8 }).text).not.toBe(
      makeFastInputFile({ lines: 50, bad: 5, seed: 9 }).text,
    )
  })
})

describe('speed', () => {
  // The best of ten runs after a warm-up, so a busy machine does not fail it; `npm run bench`
  // measures the whole server import.
  it.each(['simple', 'pms'] as const)('%s: 2,000 lines parse well under 50 ms', (format) => {
    const file = makeFastInputFile({ lines: 2000, bad: 100, format, rooms: 200 })
    expect(parseFastInput(file.text).rows).toHaveLength(1900)
    let best = Infinity
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now()
      parseFastInput(file.text)
      best = Math.min(best, performance.now() - t0)
    }
    expect(best).toBeLessThan(50)
  })
})
