/**
 * A whole number typed in a form, within `min`..`max`; an empty field is `empty` (null: the
 * field is required). Undefined: not such a number (the field's problem).
 */
export function wholeIn(
  text: string,
  min: number,
  max: number,
  empty: number | null = null,
): number | undefined {
  const t = text.trim()
  if (t === '') return empty ?? undefined
  if (!/^\d+$/.test(t)) return undefined
  const n = Number(t)
  return n >= min && n <= max ? n : undefined
}
