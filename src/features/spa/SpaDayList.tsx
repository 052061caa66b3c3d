import { Trans, useLingui } from '@lingui/react/macro'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import type { SpaEvent } from './spa-model.ts'

interface SpaDayListProps {
  events: readonly SpaEvent[]
  intl: readonly string[]
  onSelect: (event: SpaEvent) => void
}

/** Today's accepted appointments beside (or below) the calendar (spec §2: the day list). */
export function SpaDayList({ events, intl, onSelect }: SpaDayListProps) {
  const { t } = useLingui()
  const clock = dateTimeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return (
    <section className="spa-day" aria-labelledby="spa-day-title">
      <h2 id="spa-day-title" className="spa-day__title">
        <Trans>Today</Trans>
      </h2>
      {events.length === 0 ? (
        <p className="spa-day__empty">
          <Trans>No accepted appointments today.</Trans>
        </p>
      ) : (
        <ul className="spa-day__list">
          {events.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className="spa-day__item"
                style={{ borderInlineStartColor: e.color }}
                onClick={() => onSelect(e)}
              >
                <span className="spa-day__time">
                  {clock.format(e.start)}–{clock.format(e.end)}
                </span>
                <span className="spa-day__name">{e.appointment.name}</span>
                <span className="spa-day__what">
                  {e.treatmentName} · {e.therapistName ?? t`No therapist yet`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
