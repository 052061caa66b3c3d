/** The room's restaurants and pools that take table reservations, each linking to its booking. */
import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { openForTableBooking } from '../../../sync/protocol/rules/reservable.ts'
import { reservationPath } from './paths.ts'
import { ServiceLinks } from './ServiceLinks.tsx'

export function ReservationList({ roomId, services }: { roomId: string; services: Service[] }) {
  const bookable = services.filter((s) => openForTableBooking(s, 'guest'))
  if (bookable.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-reserve-h">
      <h2 id="g-reserve-h">
        <Trans>Reserve a table</Trans>
      </h2>
      <ServiceLinks
        services={bookable}
        to={(s) => reservationPath(roomId, s.name)}
        detail={<Trans>Book a table for a day and time</Trans>}
      />
    </section>
  )
}
