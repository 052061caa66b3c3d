/** The business's treatments and spa rooms (public reads), loaded once per page. */
import { useEffect, useState } from 'react'
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/spa.ts'
import { isAborted } from '../guest/http.ts'
import { getSpaRooms, getTreatments } from './spa-api.ts'

export type SpaCatalog = { treatments: SpaTreatment[]; rooms: SpaRoom[] }

export function useSpaCatalog(businessId: string | null) {
  const [catalog, setCatalog] = useState<SpaCatalog | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!businessId) return
    const controller = new AbortController()
    Promise.all([
      getTreatments(businessId, controller.signal),
      getSpaRooms(businessId, controller.signal),
    ]).then(
      ([treatments, rooms]) => setCatalog({ treatments, rooms }),
      (e: unknown) => {
        if (!isAborted(e)) setError(e)
      },
    )
    return () => controller.abort()
  }, [businessId, attempt])
  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { catalog, error, retry }
}
