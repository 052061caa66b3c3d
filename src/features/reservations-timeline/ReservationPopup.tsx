import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog.tsx'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import type { TimelineEvent } from './timeline-model.ts'

interface ReservationPopupProps {
  event: TimelineEvent | null
  intl: readonly string[]
  onClose: () => void
}

/** The reservation a click on the timeline opened: who, when, how many, which tables (read only). */
export function ReservationPopup({ event, intl, onClose }: ReservationPopupProps) {
  const { t } = useLingui()
  const r = event?.reservation
  const status: Record<string, string> = {
    Pending: t`Pending`,
    Accepted: t`Accepted`,
    Active: t`Guest arrived`,
    Canceled: t`Canceled`,
    Noshow: t`No-show`,
    Room: t`Charged to the room`,
    Finished: t`Finished`,
    Declined: t`Declined`,
  }
  return (
    <Dialog open={event !== null} onClose={onClose} title={r ? r.name : ''}>
      {event && r ? (
        <dl className="timeline-popup">
          <dt>{t`Status`}</dt>
          <dd data-status={r.status}>{status[r.status] ?? r.status}</dd>
          <dt>{t`When`}</dt>
          <dd>
            {dateTimeFormat(intl, { dateStyle: 'full', timeStyle: 'short' }).format(event.start)} –{' '}
            {dateTimeFormat(intl, { timeStyle: 'short' }).format(event.end)}
          </dd>
          <dt>{t`Guests`}</dt>
          <dd>{r.number}</dd>
          <dt>{t`Tables`}</dt>
          <dd>{event.tableNames.length > 0 ? event.tableNames.join(', ') : t`No table`}</dd>
          {r.phone_number ? (
            <>
              <dt>{t`Phone`}</dt>
              <dd>
                <a href={`tel:${r.phone_number}`}>{r.phone_number}</a>
              </dd>
            </>
          ) : null}
          {r.email ? (
            <>
              <dt>{t`E-mail`}</dt>
              <dd>
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </dd>
            </>
          ) : null}
          {r.note ? (
            <>
              <dt>{t`Note`}</dt>
              <dd>{r.note}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  )
}
