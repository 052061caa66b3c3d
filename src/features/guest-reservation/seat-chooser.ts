/**
 * The table chooser of a positional service (spec 001 §2): seats left start at the guest count;
 * choosing a table takes its capacity off, never below 0; clicking a chosen table removes it;
 * finishing is possible only at 0 seats left; back clears the choice.
 */

export interface ChoosableTable {
  _id: string
  capacity: number
  available: boolean
}

export function seatsLeft(guests: number, chosen: readonly ChoosableTable[]): number {
  const seated = chosen.reduce((sum, t) => sum + t.capacity, 0)
  return Math.max(0, guests - seated)
}

/**
 * A click on a table: a chosen one is removed; another is added while seats are left and it is
 * free; otherwise the choice stays as it was.
 */
export function toggleTable<T extends ChoosableTable>(
  chosen: readonly T[],
  table: T,
  guests: number,
): T[] {
  if (chosen.some((t) => t._id === table._id)) return chosen.filter((t) => t._id !== table._id)
  if (!table.available || seatsLeft(guests, chosen) === 0) return [...chosen]
  return [...chosen, table]
}

/** Whether a table can be clicked now: chosen ones (to remove them), or free ones while seats are left. */
export function canClick(
  chosen: readonly ChoosableTable[],
  table: ChoosableTable,
  guests: number,
): boolean {
  if (chosen.some((t) => t._id === table._id)) return true
  return table.available && seatsLeft(guests, chosen) > 0
}

/** The finish button shows only when every guest has a seat. */
export function canFinish(guests: number, chosen: readonly ChoosableTable[]): boolean {
  return guests > 0 && chosen.length > 0 && seatsLeft(guests, chosen) === 0
}

/** Back to the form: nothing chosen. */
export const clearChoice = (): [] => []
