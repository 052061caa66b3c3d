import { describe, expect, it } from 'vitest'
import { NO_THERAPIST_COLOR, THERAPIST_COLORS, therapistColor } from './therapist-colors.ts'

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

describe('therapist colours', () => {
  it('are twenty distinct fixed colours, each readable with white text', () => {
    expect(THERAPIST_COLORS).toHaveLength(20)
    expect(new Set(THERAPIST_COLORS).size).toBe(20)
    for (const color of THERAPIST_COLORS)
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5)
  })

  it('black when the appointment has no therapist', () => {
    expect(therapistColor(null, ['a', 'b'])).toBe(NO_THERAPIST_COLOR)
    expect(NO_THERAPIST_COLOR).toBe('#000000')
  })

  it('follows the therapist, the same on every device whatever order the list comes in', () => {
    const ids = ['c', 'a', 'b']
    expect(therapistColor('a', ids)).toBe(THERAPIST_COLORS[0])
    expect(therapistColor('b', ids)).toBe(THERAPIST_COLORS[1])
    expect(therapistColor('c', ['b', 'c', 'a'])).toBe(THERAPIST_COLORS[2])
  })

  it('goes round after twenty therapists and gives a removed one a fixed colour', () => {
    const ids = Array.from({ length: 22 }, (_, i) => `t${String(i).padStart(2, '0')}`)
    expect(therapistColor('t20', ids)).toBe(THERAPIST_COLORS[0])
    expect(therapistColor('t21', ids)).toBe(THERAPIST_COLORS[1])
    const gone = therapistColor('someone-else', ids)
    expect(THERAPIST_COLORS).toContain(gone)
    expect(therapistColor('someone-else', ['x'])).toBe(gone)
  })
})
