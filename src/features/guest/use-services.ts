/** The services of the guest's hotel (room-code cookie), for the room and menu pages. */
import { useEffect, useState } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import { getServices } from './guest-api.ts'
import { isAborted } from './http.ts'

export function useServices(enabled: boolean) {
  const [services, setServices] = useState<Service[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    getServices(controller.signal).then(
      (list) => setServices(Array.isArray(list) ? list : []),
      (error: unknown) => {
        if (!isAborted(error)) setFailed(true)
      },
    )
    return () => controller.abort()
  }, [enabled, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { services, failed, retry }
}
