import { describe, expect, it } from 'vitest'
import { parseAppearance } from './appearance.ts'

describe('appearance', () => {
  it('reads the stored choice, defaulting to the system', () => {
    expect(parseAppearance('dark')).toBe('dark')
    expect(parseAppearance('light')).toBe('light')
    expect(parseAppearance('system')).toBe('system')
    expect(parseAppearance(null)).toBe('system')
    expect(parseAppearance('purple')).toBe('system')
  })
})
