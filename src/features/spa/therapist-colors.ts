/*
 * Event colour by therapist (spec 001 §2, §9): twenty fixed colours, black when the appointment
 * has no therapist. Each is dark enough for white text (WCAG AA, 4.5:1), so events read alike in
 * the light and the dark appearance.
 */

export const THERAPIST_COLORS = [
  '#1f5fa8',
  '#a3342b',
  '#2e7d32',
  '#7b3fa0',
  '#a84300',
  '#00695c',
  '#ad1457',
  '#4e5b8c',
  '#6d4c41',
  '#0b6a8a',
  '#7a5c00',
  '#556b00',
  '#3949ab',
  '#8e2469',
  '#1b5e20',
  '#b71c1c',
  '#4a148c',
  '#005b96',
  '#6b4f8a',
  '#8d3b12',
] as const

export const NO_THERAPIST_COLOR = '#000000'

/** A stable number for an id the list does not hold (a therapist since removed). */
function hashOf(id: string): number {
  let hash = 0
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0
  return hash
}

/**
 * The therapist's colour: their place among the spa's therapists (sorted by id, so every device
 * gives each the same colour), the twenty colours round again after the twentieth; black for none.
 */
export function therapistColor(
  therapistId: string | null,
  therapistIds: readonly string[],
): string {
  return therapistColors(therapistIds)(therapistId)
}

/** therapistColor for many appointments: the spa's therapists sorted once, not per appointment. */
export function therapistColors(
  therapistIds: readonly string[],
): (therapistId: string | null) => string {
  const places = new Map<string, number>()
  for (const [index, id] of [...therapistIds].sort().entries())
    if (!places.has(id)) places.set(id, index)
  const n = THERAPIST_COLORS.length
  return (therapistId) =>
    therapistId === null
      ? NO_THERAPIST_COLOR
      : THERAPIST_COLORS[(places.get(therapistId) ?? hashOf(therapistId)) % n]!
}
