/**
 * The stay's table reservations still to come (pending or accepted), each linking to ordering
 * ahead for it when its service takes orders. Nothing is shown when there are none.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Reservation } from '../../../sync/protocol/reservations.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { Link } from '../../app/public-shell/nav.tsx'
import { ChevronIcon, ServiceIcon } from '../guest/icons.tsx'
import { orderingServices } from '../guest/ordering-services.ts'
import { RESERVATION_WHEN, getRoomReservations, orderAheadPath } from './order-ahead-api.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

export function MyReservations({ roomId, services }: { roomId: string; services: Service[] }) {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const [list, setList] = useState<Reservation[]>([])
  useEffect(() => {
    const controller = new AbortController()
    // Only a convenience on the room page: a failed read just leaves the list out.
    getRoomReservations(roomId, controller.signal).then(setList, () => undefined)
    return () => controller.abort()
  }, [roomId])
  if (list.length === 0) return null
  const ordering = orderingServices(services)
  return (
    <section className="g-section" aria-labelledby="g-my-res-h">
      <h2 id="g-my-res-h">
        <Trans>Your table reservations</Trans>
      </h2>
      <ul className="g-services">
        {list.map((r) => {
          const service = ordering.find((s) => s._id === r.service_id)
          const when = i18n.date(new Date(r.time), { ...RESERVATION_WHEN, timeZone: zone })
          const text = (
            <span className="g-service-text">
              <strong>
                {service ? nameIn(service, i18n.locale) : r.service_name}, {when}
              </strong>
              <small>
                <Plural value={r.number} one="# guest" other="# guests" />
                {service ? (
                  <>
                    {' · '}
                    <Trans>Order ahead for this table</Trans>
                  </>
                ) : null}
              </small>
            </span>
          )
          return (
            <li key={r._id}>
              {service ? (
                <Link className="g-service" to={orderAheadPath(roomId, service.name, r._id)}>
                  <ServiceIcon type={service.type} className="g-service-icon" />
                  {text}
                  <ChevronIcon />
                </Link>
              ) : (
                <div className="g-service">{text}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
