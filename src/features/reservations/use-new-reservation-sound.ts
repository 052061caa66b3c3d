import { useEffect, useRef } from 'react'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { isOrderSoundOn } from '../../app/notifications/alert-settings.ts'
import { playOrderSound } from '../../app/notifications/use-order-alerts.ts'
import { newPendingIds } from './marks.ts'

/**
 * Plays the orders board's sound (when staff switched it on) for a reservation that arrives
 * pending while the board is open: the live query brings it, from an event or a pull.
 */
export function useNewReservationSound(reservations: readonly Reservation[] | undefined): void {
  const seen = useRef<Set<string> | null>(null)
  useEffect(() => {
    if (!reservations) return
    const fresh = newPendingIds(seen.current, reservations)
    seen.current = new Set([...(seen.current ?? []), ...reservations.map((r) => r._id)])
    if (fresh.length > 0 && isOrderSoundOn(localStorage)) playOrderSound()
  }, [reservations])
}
