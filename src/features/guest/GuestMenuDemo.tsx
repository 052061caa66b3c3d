/**
 * /app/hu/d/menu/:rId/:service — the demo of a room's menu: no room code, everything shows,
 * ordering answers orderDisabled. Its own module, so the room guest's menu does not load the
 * demo's reads.
 */
import { useParams } from '../../app/public-shell/nav.tsx'
import { DemoNotice } from './DemoNotice.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import { RoomMenuPage } from './RoomMenuPage.tsx'
import { usePublicServices } from './use-public-services.ts'
import { useRoomPlace } from './use-room-place.ts'

const demoNotice = () => <DemoNotice />
/** The demo has no room code to forget: it never orders. */
const noSession = () => undefined

export function GuestMenuDemo() {
  const params = useParams()
  const roomId = params.rId ?? ''
  const room = useRoomPlace(roomId, true)
  const publicServices = usePublicServices(room.place?.hotel._id ?? null)
  let failed = null
  if (room.error) failed = <LoadFailed error={room.error} retry={room.retry} />
  else if (publicServices.error)
    failed = <LoadFailed error={publicServices.error} retry={publicServices.retry} />
  return (
    <RoomMenuPage
      roomId={roomId}
      serviceName={params.service ?? ''}
      place={room.place}
      stay={null}
      services={publicServices.data?.services ?? null}
      failed={failed}
      demo
      reservation={null}
      header={demoNotice}
      onSignedOut={noSession}
    />
  )
}
