/** Rooms sort numerically by name when both names are numbers, else alphabetically. */
export function compareRoomNames(a: string, b: string): number {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b)
  return a.localeCompare(b)
}
