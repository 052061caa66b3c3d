/** A table link's table, service, hotel and open order (public read). */
import { useEffect, useState } from 'react'
import { getTable, type TablePlace } from './guest-api.ts'
import { isAborted } from './http.ts'

export function useTablePlace(tableId: string) {
  const [place, setPlace] = useState<TablePlace | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    getTable(tableId, controller.signal).then(setPlace, (e: unknown) => {
      if (!isAborted(e)) setError(e)
    })
    return () => controller.abort()
  }, [tableId, attempt])
  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { place, error, retry }
}
