/**
 * The room page's state: the room and hotel (public), and the guest's stay once the guest_access
 * cookie is valid for this room. Kept in memory so moving between the room and menu pages does
 * not ask again.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Language } from '../../../sync/protocol/common.ts'
import { getGuestRoom, getRoomAndHotel, type RoomAndHotel, type StayAccess } from './guest-api.ts'
import { HttpError, isAborted } from './http.ts'
import { asLanguage } from './money.ts'
import { forgetRoomCode, roomCodeEntered } from './room-code-marker.ts'

export type GuestStay = { stayId: string; businessId: string; lang: Language }

export type GuestSession =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'code'; place: RoomAndHotel }
  | { phase: 'ready'; place: RoomAndHotel; stay: GuestStay }

const known = new Map<string, { place: RoomAndHotel; stay: GuestStay | null }>()

function fromCache(roomId: string): GuestSession {
  const hit = known.get(roomId)
  if (!hit) return { phase: 'loading' }
  return hit.stay ? { phase: 'ready', place: hit.place, stay: hit.stay } : { phase: 'loading' }
}

async function loadSession(roomId: string, signal: AbortSignal): Promise<GuestSession> {
  const [place, room] = await Promise.all([
    getRoomAndHotel(roomId, signal),
    // Only when this browser entered this room's code: else the answer is a sure 401.
    roomCodeEntered(roomId)
      ? getGuestRoom(signal).catch((error: unknown) => {
          // 401/403/404: the session ended (or is another stay's): ask for the code.
          if (error instanceof HttpError && error.status < 500) {
            forgetRoomCode()
            return null
          }
          throw error
        })
      : null,
  ])
  if (room && room.room._id === place.room._id) {
    const stay = {
      stayId: room.stay._id,
      businessId: room.business._id,
      lang: asLanguage(room.stay.lang),
    }
    known.set(roomId, { place, stay })
    return { phase: 'ready', place, stay }
  }
  known.set(roomId, { place, stay: null })
  return { phase: 'code', place }
}

/** The guest_access cookie stopped working: the next visit of the room page asks for the code. */
export function forgetStay(roomId: string) {
  const hit = known.get(roomId)
  if (hit) known.set(roomId, { place: hit.place, stay: null })
}

export function useGuestSession(roomId: string) {
  const [session, setSession] = useState<GuestSession>(() => fromCache(roomId))
  const [attempt, setAttempt] = useState(0)
  const [shownRoom, setShownRoom] = useState(roomId)
  if (shownRoom !== roomId) {
    // Another room in the same page: start over (React's "adjust state on a prop change").
    setShownRoom(roomId)
    setAttempt(0)
    setSession(fromCache(roomId))
  }

  useEffect(() => {
    if (attempt === 0 && fromCache(roomId).phase === 'ready') return
    const controller = new AbortController()
    loadSession(roomId, controller.signal).then(setSession, (error: unknown) => {
      if (!isAborted(error)) setSession({ phase: 'failed', error })
    })
    return () => controller.abort()
  }, [roomId, attempt])

  const retry = useCallback(() => {
    setSession({ phase: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  /** After a correct room code. */
  const signedIn = useCallback(
    (place: RoomAndHotel, access: StayAccess) => {
      const stay = {
        stayId: access.stay_id,
        businessId: access.business_id,
        lang: asLanguage(access.lang),
      }
      known.set(roomId, { place, stay })
      setSession({ phase: 'ready', place, stay })
    },
    [roomId],
  )

  /** The server no longer accepts the cookie (checked out, code changed): ask again. */
  const signedOut = useCallback(() => {
    const hit = known.get(roomId)
    if (!hit) return
    known.set(roomId, { place: hit.place, stay: null })
    setSession({ phase: 'code', place: hit.place })
  }, [roomId])

  return { session, retry, signedIn, signedOut }
}
