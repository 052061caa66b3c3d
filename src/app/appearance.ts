/** Light/dark appearance: follows the system unless localStorage `appearance` overrides it. */

export const APPEARANCE_KEY = 'appearance'
export const APPEARANCES = ['system', 'light', 'dark'] as const
export type Appearance = (typeof APPEARANCES)[number]

export function parseAppearance(value: string | null | undefined): Appearance {
  return APPEARANCES.find((a) => a === value) ?? 'system'
}

export function storedAppearance(): Appearance {
  try {
    return parseAppearance(localStorage.getItem(APPEARANCE_KEY))
  } catch {
    return 'system'
  }
}

/**
 * Applies a choice to <html>: `data-theme` is set only for an explicit choice, so the CSS media
 * query keeps following the system otherwise.
 */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement
  if (appearance === 'system') delete root.dataset.theme
  else root.dataset.theme = appearance
}

export function setAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(APPEARANCE_KEY, appearance)
  } catch {
    // Not stored (private mode): applied for this page only.
  }
  applyAppearance(appearance)
}
