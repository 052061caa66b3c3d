/** A public service closed today (spec 001 §2, §8): closed, and the day it opens again. */
import { Trans } from '@lingui/react/macro'
import { useDayLabel } from './use-day-label.ts'

export function ServiceClosed({ name, reopens }: { name: string; reopens: string | null }) {
  const dayLabel = useDayLabel()
  const day = reopens ? dayLabel(reopens) : ''
  return (
    <section className="g-card r-closed" aria-labelledby="r-closed-h">
      <h2 id="r-closed-h">
        <Trans>{name} is closed</Trans>
      </h2>
      {reopens ? (
        <p>
          <Trans>
            Reservations open again on <strong>{day}</strong>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Reservations are not taken at the moment.</Trans>
        </p>
      )}
    </section>
  )
}
