/**
 * How many guests the service seats (its active tables), for the guest count's options: read
 * once with getFreeReservationsPerTable on the first bookable day. 0 while unknown or without tables.
 */
import { useEffect, useState } from 'react'
import { isAborted } from '../guest/http.ts'
import { getTablesAt } from './reservation-api.ts'

export function useCapacity(serviceId: string, day: string | null): number {
  const [capacity, setCapacity] = useState(0)
  useEffect(() => {
    if (day === null) return
    const controller = new AbortController()
    getTablesAt(serviceId, day, '00:00', controller.signal).then(
      (tables) =>
        setCapacity(tables.filter((t) => t.active).reduce((sum, t) => sum + t.capacity, 0)),
      (error: unknown) => {
        // The form still offers the public limit; the slot read reports the failure.
        if (!isAborted(error)) setCapacity(0)
      },
    )
    return () => controller.abort()
  }, [serviceId, day])
  return capacity
}
