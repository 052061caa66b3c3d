/** The free slots of a day for a party (getFreeApointments), read again when day or party change. */
import { useEffect, useState } from 'react'
import type { FreeSlot } from '../../../sync/protocol/reservations.ts'
import { isAborted } from '../guest/http.ts'
import { getFreeSlots } from './reservation-api.ts'

type SlotsState = { key: string; slots: FreeSlot[] | null; error: unknown }

export function useSlots(serviceId: string, day: string | null, guests: number) {
  const key = `${serviceId}/${day}/${guests}/`
  const [state, setState] = useState<SlotsState>({ key: '', slots: null, error: null })
  const [attempt, setAttempt] = useState(0)
  const enabled = day !== null && guests > 0
  useEffect(() => {
    if (!enabled || day === null) return
    const controller = new AbortController()
    const at = `${key}${attempt}`
    getFreeSlots(serviceId, day, guests, controller.signal).then(
      (slots) => setState({ key: at, slots, error: null }),
      (error: unknown) => {
        if (!isAborted(error)) setState({ key: at, slots: null, error })
      },
    )
    return () => controller.abort()
  }, [enabled, serviceId, day, guests, key, attempt])
  const current = state.key === `${key}${attempt}`
  return {
    slots: current ? state.slots : null,
    error: current ? state.error : null,
    loading: enabled && !current,
    retry: () => setAttempt((n) => n + 1),
  }
}
