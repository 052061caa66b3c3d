import { Trans } from '@lingui/react/macro'
import { weekRange } from './day-format.ts'
import { otherWeek, weekDates } from './week.ts'

interface WeekNavProps {
  weekStart: string
  thisWeek: string
  intl: readonly string[]
  onWeek: (weekStart: string) => void
}

/** Week navigation (spec §2): the week shown, and the previous and next weeks by their dates. */
export function WeekNav({ weekStart, thisWeek, intl, onWeek }: WeekNavProps) {
  const previous = otherWeek(weekStart, -1)
  const next = otherWeek(weekStart, 1)
  return (
    <nav className="shift-week-nav" aria-labelledby="shift-week-title">
      <button type="button" className="btn shift-week-nav__move" onClick={() => onWeek(previous)}>
        <span aria-hidden="true">‹ </span>
        <span>
          <Trans>Previous week</Trans>
          <span className="shift-week-nav__dates">{weekRange(weekDates(previous), intl)}</span>
        </span>
      </button>
      <div className="shift-week-nav__current">
        <h2 id="shift-week-title" aria-live="polite">
          {weekRange(weekDates(weekStart), intl)}
        </h2>
        {weekStart === thisWeek ? null : (
          <button type="button" className="btn btn-small" onClick={() => onWeek(thisWeek)}>
            <Trans>This week</Trans>
          </button>
        )}
      </div>
      <button type="button" className="btn shift-week-nav__move" onClick={() => onWeek(next)}>
        <span>
          <Trans>Next week</Trans>
          <span className="shift-week-nav__dates">{weekRange(weekDates(next), intl)}</span>
        </span>
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}
