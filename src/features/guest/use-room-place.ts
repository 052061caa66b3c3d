/** The room and hotel of a room link without the room code (demo pages; public read). */
import { useEffect, useState } from 'react'
import { getRoomAndHotel, type RoomAndHotel } from './guest-api.ts'
import { isAborted } from './http.ts'

export function useRoomPlace(roomId: string, enabled: boolean) {
  const [place, setPlace] = useState<RoomAndHotel | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    getRoomAndHotel(roomId, controller.signal).then(setPlace, (e: unknown) => {
      if (!isAborted(e)) setError(e)
    })
    return () => controller.abort()
  }, [roomId, enabled, attempt])
  const retry = () => {
    setError(null)
    setAttempt((n) => n + 1)
  }
  return { place, error, retry }
}
