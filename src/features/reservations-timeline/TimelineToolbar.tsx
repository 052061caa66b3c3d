import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TimelineView } from './timeline-model.ts'
import type { NavAction } from './timeline-nav.ts'

const NAV: { action: NavAction; label: MessageDescriptor }[] = [
  { action: 'today', label: msg`Today` },
  { action: 'previous', label: msg`Back` },
  { action: 'next', label: msg`Next` },
]
const VIEWS: { view: TimelineView; label: MessageDescriptor }[] = [
  { view: 'day', label: msg`Day` },
  { view: 'week', label: msg`Week` },
  { view: 'timelineWeek', label: msg`Timeline week` },
  { view: 'agenda', label: msg`Agenda` },
]

interface TimelineToolbarProps {
  view: TimelineView
  /** What the view shows (a day, a week, the agenda's days), in the staff language. */
  title: string
  onNavigate: (action: NavAction) => void
  onView: (view: TimelineView) => void
  /** The timeline week's name where its rows are not tables (the spa's therapists or rooms). */
  timelineWeekLabel?: string
}

/**
 * The calendar's toolbar: moves, what is shown, the views (the chosen one pressed). The screen's
 * own, so the timeline week, the view a restaurant opens on, needs none of react-big-calendar.
 */
export function TimelineToolbar({
  view,
  title,
  onNavigate,
  onView,
  timelineWeekLabel,
}: TimelineToolbarProps) {
  const { i18n, t } = useLingui()
  return (
    <div className="timeline-toolbar">
      <div className="timeline-toolbar__group" role="group" aria-label={t`Move`}>
        {NAV.map(({ action, label }) => (
          <button key={action} type="button" className="btn" onClick={() => onNavigate(action)}>
            {i18n._(label)}
          </button>
        ))}
      </div>
      <p className="timeline-toolbar__title" aria-live="polite">
        {title}
      </p>
      <div className="timeline-toolbar__group" role="group" aria-label={t`View`}>
        {VIEWS.map((v) => (
          <button
            key={v.view}
            type="button"
            className="btn"
            aria-pressed={v.view === view}
            onClick={() => onView(v.view)}
          >
            {v.view === 'timelineWeek' && timelineWeekLabel ? timelineWeekLabel : i18n._(v.label)}
          </button>
        ))}
      </div>
    </div>
  )
}
