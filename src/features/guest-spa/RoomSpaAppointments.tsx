/**
 * The stay's spa appointments on the room page, beside its table reservations: the same list the
 * spa page shows (pending ones and those booked on this phone, live), read only when the hotel has
 * a spa taking bookings; nothing when there are none.
 */
import { MyAppointments } from './MyAppointments.tsx'
import { useMyAppointments } from './use-my-appointments.ts'
import { useSpaCatalog } from './use-spa-catalog.ts'

type RoomSpaAppointmentsProps = { roomId: string; stayId: string; businessId: string }

export function RoomSpaAppointments({ roomId, stayId, businessId }: RoomSpaAppointmentsProps) {
  const mine = useMyAppointments({ stayId, businessId, roomId })
  const spa = useSpaCatalog(mine.list.length > 0 ? businessId : null)
  if (mine.list.length === 0 || !spa.catalog) return null
  return <MyAppointments list={mine.list} treatments={spa.catalog.treatments} />
}
