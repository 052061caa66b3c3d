/** The hotel and its services without a room code (roomless and demo pages; public read). */
import { useEffect, useState } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import { getBusinessServices, type PublicHotel } from './guest-api.ts'
import { isAborted } from './http.ts'

export type PublicServices = { hotel: PublicHotel; services: Service[] }

export function usePublicServices(businessId: string | null) {
  const [data, setData] = useState<PublicServices | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!businessId) return
    const controller = new AbortController()
    getBusinessServices(businessId, controller.signal).then(setData, (e: unknown) => {
      if (!isAborted(e)) setError(e)
    })
    return () => controller.abort()
  }, [businessId, attempt])
  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { data, error, retry }
}
