/** The hotel's active info services, each linking to its info page (HotelUserInfo). */
import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { infoPath } from './paths.ts'
import { ServiceLinks } from './ServiceLinks.tsx'

type InfoListProps = { roomId: string; services: Service[]; demo?: boolean }

export function InfoList({ roomId, services, demo = false }: InfoListProps) {
  const infos = services.filter((s) => s.type === 'info' && s.options.active !== false)
  if (infos.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-info-h">
      <h2 id="g-info-h">
        <Trans>Hotel information</Trans>
      </h2>
      <ServiceLinks services={infos} to={(s) => infoPath(roomId, s.name, demo)} />
    </section>
  )
}
