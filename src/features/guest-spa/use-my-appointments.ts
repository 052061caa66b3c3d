/**
 * A room guest's spa appointments, live: the stay's pending ones and those this phone booked are
 * read, then kept current by the stay's socket events (spaAppointmentAccepted turns a pending one
 * accepted at once), and read again whenever the socket (re)joins or the page becomes visible.
 * The socket (socket.io-client, loaded lazily) is open only while one awaits the spa's answer.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { SpaAppointment } from '../../../sync/protocol/spa.ts'
import { HttpError } from '../guest/http.ts'
import { useNow } from '../../lib/use-now.ts'
import { bookedHere, rememberBooked } from './booked-here.ts'
import {
  applySpaChange,
  awaitsAnswer,
  mergeAppointments,
  upcomingAppointments,
  type AppointmentsById,
  type SpaChange,
} from './my-appointments.ts'
import { getAppointment, getPendingOfRoom } from './spa-api.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

export type MyStay = { stayId: string; businessId: string; roomId: string }

async function readMine(stay: MyStay): Promise<SpaAppointment[]> {
  const pending = await getPendingOfRoom(stay.businessId, stay.roomId)
  const known = new Set(pending.map((a) => a._id))
  const others = await Promise.all(
    bookedHere(stay.stayId)
      .filter((id) => !known.has(id))
      .map((id) =>
        getAppointment(id).catch((error: unknown) => {
          // Deleted, or of an earlier stay: no longer the guest's.
          if (error instanceof HttpError && error.status === 404) return null
          throw error
        }),
      ),
  )
  return [...pending, ...others.filter((a): a is SpaAppointment => a !== null)]
}

export function useMyAppointments(stay: MyStay | null) {
  const [byId, setById] = useState<AppointmentsById>(() => new Map())
  const held = useRef<AppointmentsById>(byId)
  const update = useCallback((next: AppointmentsById) => {
    if (next === held.current) return
    held.current = next
    setById(next)
  }, [])
  const stayId = stay?.stayId ?? null
  const businessId = stay?.businessId ?? null
  const roomId = stay?.roomId ?? null

  const refetch = useCallback(() => {
    if (!stayId || !businessId || !roomId) return
    // Only a convenience beside the booking form: a failed read keeps what is shown.
    readMine({ stayId, businessId, roomId }).then(
      (rows) => update(mergeAppointments(held.current, rows)),
      (error: unknown) => console.error('spa appointments not read', error),
    )
  }, [stayId, businessId, roomId, update])

  useEffect(() => {
    refetch()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refetch])

  const now = useNow().getTime()
  const zone = useHotelZone()
  const list = useMemo(() => upcomingAppointments(byId, now, zone), [byId, now, zone])
  const live = stayId !== null && list.some((a) => awaitsAnswer(a.status))

  useEffect(() => {
    if (!live || !stayId) return
    let close: (() => void) | null = null
    let cancelled = false
    import('../guest/live-socket.ts').then(
      ({ connectGuestSocket }) => {
        if (cancelled) return
        close = connectGuestSocket({
          userId: stayId,
          onChange: () => undefined,
          onJoined: refetch,
          onSpaChange: (change: SpaChange) => update(applySpaChange(held.current, change, stayId)),
        })
      },
      (error: unknown) => console.error('live updates unavailable', error),
    )
    return () => {
      cancelled = true
      close?.()
    }
  }, [live, stayId, refetch, update])

  /** The reply of reserveAppointment: shown at once, and remembered for later visits. */
  const add = useCallback(
    (appointment: SpaAppointment) => {
      if (stayId) rememberBooked(stayId, appointment._id)
      update(mergeAppointments(held.current, [appointment]))
    },
    [stayId, update],
  )

  return { list, add }
}
