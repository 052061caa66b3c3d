/** The room's spas that take bookings, each linking to its treatments (HotelUserSpa). */
import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { takesSpaBookings } from '../guest-spa/spa-service.ts'
import { spaPath } from './paths.ts'
import { ServiceLinks } from './ServiceLinks.tsx'

type SpaListProps = { roomId: string; services: Service[]; demo?: boolean }

export function SpaList({ roomId, services, demo = false }: SpaListProps) {
  const spas = services.filter((s) => takesSpaBookings(s, 'guest'))
  if (spas.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-spa-h">
      <h2 id="g-spa-h">
        <Trans>Book a treatment</Trans>
      </h2>
      <ServiceLinks services={spas} to={(s) => spaPath(roomId, s.name, demo)} />
    </section>
  )
}
