import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import type { TableLook } from './FloorPlan.tsx'
import type { TableState } from './table-states.ts'

/** A table's state in words: for the list and the panel (and, short, under its name on the plan). */
export interface TableWords extends TableLook {
  /** One sentence: "Reserved at 20:30", "Open order: €27.00 for 40 min", … */
  status: string
}

/**
 * What the plan writes on each table (seats; the booking's time, or the open order's total and
 * age) and what the list says of it, in the reader's language.
 */
export function useTableLooks(
  tables: readonly DiningTable[],
  states: ReadonlyMap<string, TableState>,
  money: (amount: number) => string,
  clock: Intl.DateTimeFormat,
  now: number,
): Map<string, TableWords> {
  const { t } = useLingui()
  return useMemo(() => {
    const looks = new Map<string, TableWords>()
    // One message format per seat count, not per table (150 tables, a handful of sizes).
    const seatTexts = new Map<number, string>()
    const seatsOf = (capacity: number) => {
      let text = seatTexts.get(capacity)
      if (text === undefined) {
        text = t`${plural(capacity, { one: '# seat', other: '# seats' })}`
        seatTexts.set(capacity, text)
      }
      return text
    }
    const free = t`Free`
    for (const table of tables) {
      const state = states.get(table._id)
      const seats = seatsOf(table.capacity)
      if (!state || state.kind === 'free') {
        looks.set(table._id, { kind: 'free', lines: [seats], status: free })
        continue
      }
      if (state.kind === 'order') {
        const total = money(state.total)
        const minutes = Math.max(0, Math.floor((now - (state.openSince ?? now)) / 60_000))
        const age = t`${minutes} min`
        looks.set(table._id, {
          kind: 'order',
          lines: [total, age],
          status: t`Open order: ${total} for ${minutes} min`,
        })
      } else if (state.kind === 'seated') {
        looks.set(table._id, { kind: 'seated', lines: [seats, t`Seated`], status: t`Seated` })
      } else {
        const time = clock.format(Date.parse(state.next!.time))
        looks.set(table._id, {
          kind: 'reserved',
          lines: [seats, time],
          status: t`Reserved at ${time}`,
        })
      }
    }
    return looks
  }, [tables, states, money, clock, now, t])
}
