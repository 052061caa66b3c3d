/**
 * The free slots of a treatment on a day for a party, with the therapists free at each
 * (getFreeAppointmentsWithTherapists); read again when any of them changes or on retry (after a
 * booking, or when the chosen slot was taken meanwhile).
 */
import { useCallback, useEffect, useState } from 'react'
import { isAborted } from '../guest/http.ts'
import { getSpaSlots, type SpaSlot } from './spa-api.ts'

type SlotsState = { key: string; slots: SpaSlot[] | null; error: unknown }

export function useSpaSlots(treatmentId: string, day: string | null, persons: number) {
  const [attempt, setAttempt] = useState(0)
  const key = `${treatmentId}/${day}/${persons}/${attempt}`
  const [state, setState] = useState<SlotsState>({ key: '', slots: null, error: null })
  useEffect(() => {
    if (day === null || persons < 1) return
    const controller = new AbortController()
    getSpaSlots(treatmentId, day, persons, controller.signal).then(
      (slots) => setState({ key, slots, error: null }),
      (error: unknown) => {
        if (!isAborted(error)) setState({ key, slots: null, error })
      },
    )
    return () => controller.abort()
  }, [treatmentId, day, persons, key])
  const current = state.key === key
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    slots: current ? state.slots : null,
    error: current ? state.error : null,
    retry,
  }
}
