/**
 * The hotel's promotions running today on the room page (spec 001 §2, §3): a small card each
 * with its picture, name, text and where it leads (a service's guest page, or a web page).
 * Loaded lazily after the page (LazyRoomPromotions), so the guest entry does not grow.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Promotion } from '../../../sync/protocol/promotions.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { PROMOTION_BASE, promotionTarget } from '../../../sync/protocol/rules/promotions.ts'
import { Link } from '../../app/public-shell/nav.tsx'
import { request } from './http.ts'
import { menuPath, spaPath } from './paths.ts'

type Props = { roomId: string; businessId: string; services: Service[] }

export function RoomPromotions({ roomId, businessId, services }: Props) {
  const [rows, setRows] = useState<Promotion[]>([])
  useEffect(() => {
    const abort = new AbortController()
    const path = `${PROMOTION_BASE}/getRunningPromotionsByBusinessID/${encodeURIComponent(businessId)}`
    request<Promotion[]>('GET', path, { signal: abort.signal })
      .then((reply) => setRows(Array.isArray(reply) ? reply : []))
      .catch((error: unknown) => {
        // A promotion is a bonus: the page goes on without it (spec 001 §8: logged).
        if (!abort.signal.aborted) console.error('Promotions could not be loaded', error)
      })
    return () => abort.abort()
  }, [businessId])

  const cards = rows.flatMap((promotion) => {
    const body = (
      <>
        {promotion.image ? (
          <img className="g-promo-image" src={promotion.image} alt="" width={64} height={64} />
        ) : null}
        <span className="g-service-text">
          <strong>{promotion.name}</strong>
          {promotion.description ? <small>{promotion.description}</small> : null}
        </span>
      </>
    )
    if (promotion.type === 'external') {
      return [
        <li key={promotion._id}>
          <a className="g-service" href={promotion.link} rel="noopener noreferrer">
            {body}
          </a>
        </li>,
      ]
    }
    const service = services.find((s) => s._id === promotion.link)
    const target = service ? promotionTarget(service) : null
    if (!service || !target) return []
    const to = target === 'menu' ? menuPath(roomId, service.name) : spaPath(roomId, service.name)
    return [
      <li key={promotion._id}>
        <Link className="g-service" to={to}>
          {body}
        </Link>
      </li>,
    ]
  })
  if (cards.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-promo-h">
      <h2 id="g-promo-h">
        <Trans>Offers</Trans>
      </h2>
      <ul className="g-services">{cards}</ul>
    </section>
  )
}
