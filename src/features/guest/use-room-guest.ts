/**
 * The room guest's pages (the room, its menus, table and spa booking): the stay the room code
 * opens, the hotel's services once it is open, the stay's language; an expired trial goes to
 * /trial-expired. `signedOut` forgets the room code, so the page asks for it again.
 */
import { useEffect } from 'react'
import { useNavigate } from '../../app/public-shell/nav.tsx'
import { isTrialExpired } from './http.ts'
import { useGuestSession } from './use-guest-session.ts'
import { useServices } from './use-services.ts'
import { useStayLanguage } from './use-stay-language.ts'

export function useRoomGuest(roomId: string) {
  const navigate = useNavigate()
  const guest = useGuestSession(roomId)
  const { session } = guest
  const stay = session.phase === 'ready' ? session.stay : null
  const services = useServices(stay !== null)
  useStayLanguage(stay?.lang ?? null)

  const trialExpired = session.phase === 'failed' && isTrialExpired(session.error)
  useEffect(() => {
    if (trialExpired) void navigate('/trial-expired', { replace: true })
  }, [trialExpired, navigate])
  return { ...guest, stay, services, trialExpired }
}
