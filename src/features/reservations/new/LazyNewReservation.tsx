import { lazy, Suspense } from 'react'
import type { Service } from '../../../../sync/protocol/index.ts'
import type { NewReservationStart } from './NewReservation.tsx'

/** The new-reservation form, loaded when the desk first opens it (board, timeline, floor plan). */
const NewReservation = lazy(async () => ({
  default: (await import('./NewReservation.tsx')).NewReservation,
}))

/** The desk's new-reservation dialog while `start` is set (and the session has a business). */
export function LazyNewReservation(props: {
  start: NewReservationStart | null
  services: readonly Service[]
  businessId: string | null
  zone: string
  intl: readonly string[]
  onClose: () => void
}) {
  const { start, businessId } = props
  if (!start || !businessId) return null
  return (
    <Suspense fallback={null}>
      <NewReservation {...props} start={start} businessId={businessId} />
    </Suspense>
  )
}
