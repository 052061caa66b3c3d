import { useEffect, useState } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import { infoViewOf } from '../../../sync/protocol/rules/index.ts'
import { isAborted } from '../guest/http.ts'
import { getInfoContent, type InfoContent } from './info-api.ts'

/** The info service's content for its view, loaded once per page (null: none to load). */
export function useInfoContent(service: Service | null) {
  const [content, setContent] = useState<InfoContent | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  const view = infoViewOf(service?.options['type'])
  const serviceId = service?._id ?? null
  useEffect(() => {
    if (!serviceId || view === 'spinner') return
    const controller = new AbortController()
    getInfoContent(serviceId, view, controller.signal).then(setContent, (e: unknown) => {
      if (!isAborted(e)) setError(e)
    })
    return () => controller.abort()
  }, [serviceId, view, attempt])
  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { view, content, error, retry }
}
