/**
 * /app/hu/d/info/:rId/:service — the demo of the room guest's info page: no room code, the
 * hotel's info as a guest sees it (nothing on it orders or books).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '../../app/public-shell/nav.tsx'
import { DemoNotice } from '../guest/DemoNotice.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { usePublicServices } from '../guest/use-public-services.ts'
import { useRoomPlace } from '../guest/use-room-place.ts'
import { NotHere } from './GuestInfo.tsx'
import { InfoBody, infoServiceNamed } from './InfoBody.tsx'
import './guest-info.css'

export function GuestInfoDemo() {
  const { t } = useLingui()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const room = useRoomPlace(roomId, true)
  const services = usePublicServices(room.place?.hotel._id ?? null)
  const place = room.place
  const service = services.data ? infoServiceNamed(services.data.services, serviceName) : null
  const roomName = place?.room.name ?? ''
  const hotelName = place?.hotel.name ?? ''
  const error = room.error ?? services.error
  const roomLink = roomPath(roomId, true)

  let body
  if (error) body = <LoadFailed error={error} retry={room.error ? room.retry : services.retry} />
  else if (services.data && !service) body = <NotHere to={roomLink} />
  else if (place && service) body = <InfoBody service={service} currency={place.hotel.currency} />
  else body = <p className="g-loading" aria-busy="true" />

  return (
    <GuestPage
      title={service?.name ?? serviceName}
      subtitle={
        place ? (
          <Trans>
            {hotelName} · Room {roomName}
          </Trans>
        ) : null
      }
      back={{ to: roomLink, label: t`Back to my room` }}
      languages={place?.hotel.languages ?? []}
    >
      <DemoNotice />
      {body}
    </GuestPage>
  )
}
