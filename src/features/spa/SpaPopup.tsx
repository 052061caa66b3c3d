import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Employee, SpaAppointmentStatus } from '../../../sync/protocol/index.ts'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { QueuedAction } from '../orders/pending-marks.ts'
import type { useSpaAction } from './mutations.ts'
import type { SpaEvent } from './spa-model.ts'
import { therapistsFreeFor, type SpaData } from './spa-booking.ts'
import { SpaMoveForm } from './SpaMoveForm.tsx'
import { SpaRefused } from './SpaRefused.tsx'
import { SpaSteps } from './SpaSteps.tsx'

/** The status labels of spec §4. */
export const SPA_STATUS_TEXTS: Record<SpaAppointmentStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Accepted: msg`Accepted`,
  Declined: msg`Declined`,
  Finished: msg`Finished`,
  Room: msg`Charged to the room`,
  Paid: msg`Paid`,
  Active: msg`Guest arrived`,
  Noshow: msg`No-show`,
}

interface SpaPopupProps {
  event: SpaEvent | null
  refused: readonly QueuedAction[]
  therapists: readonly Employee[]
  /** The spa's rows on this device: which therapists are free at the appointment's time. */
  data: SpaData
  canWrite: boolean
  intl: readonly string[]
  act: ReturnType<typeof useSpaAction>
  onClose: () => void
}

/**
 * The appointment a click opened (spec §2): who, what, when, where, with whom, its status and
 * sync marks; with reservationsWrite its steps and the keyboard's move.
 */
export function SpaPopup(props: SpaPopupProps) {
  const { event, onClose } = props
  const { i18n } = useLingui()
  const a = event?.appointment
  return (
    <Dialog open={event !== null} onClose={onClose} title={a ? a.name : ''}>
      {event && a ? (
        <div className="spa-popup" data-appointment={a._id}>
          <Details event={event} intl={props.intl} status={i18n._(SPA_STATUS_TEXTS[a.status])} />
          {event.waiting ? (
            <p className="spa-popup__waiting" role="status">
              <span aria-hidden="true">⟳ </span>
              <Trans>Waiting to sync</Trans>
            </p>
          ) : null}
          {props.refused.length > 0 ? <SpaRefused rows={props.refused} /> : null}
          {props.canWrite ? (
            <>
              <SpaSteps
                key={`${a._id}:${a.status}`}
                event={event}
                therapists={props.therapists}
                free={therapistsFreeFor(props.data, a)}
                act={props.act}
                onDeleted={onClose}
              />
              {event.movable ? (
                <SpaMoveForm
                  key={`${a._id}:${a.time}:${a.length}:${a.Therapist ?? ''}`}
                  event={event}
                  therapists={props.therapists}
                  act={props.act}
                />
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  )
}

function Details({
  event,
  intl,
  status,
}: {
  event: SpaEvent
  intl: readonly string[]
  status: string
}) {
  const { t } = useLingui()
  const a = event.appointment
  const when = dateTimeFormat(intl, { dateStyle: 'full', timeStyle: 'short' })
  const clock = dateTimeFormat(intl, { timeStyle: 'short' })
  return (
    <dl className="timeline-popup">
      <dt>{t`Status`}</dt>
      <dd data-status={a.status}>{status}</dd>
      <dt>{t`Treatment`}</dt>
      <dd>{event.treatmentName}</dd>
      <dt>{t`When`}</dt>
      <dd>
        {when.format(event.start)} – {clock.format(event.end)}
      </dd>
      <dt>{t`Spa room`}</dt>
      <dd>{event.roomName}</dd>
      <dt>{t`Therapist`}</dt>
      <dd>{event.therapistName ?? t`No therapist yet`}</dd>
      <dt>{t`Guests`}</dt>
      <dd>{a.persons}</dd>
      {a.phone_number ? (
        <>
          <dt>{t`Phone`}</dt>
          <dd>
            <a href={`tel:${a.phone_number}`}>{a.phone_number}</a>
          </dd>
        </>
      ) : null}
      {a.email ? (
        <>
          <dt>{t`E-mail`}</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
        </>
      ) : null}
      {a.note ? (
        <>
          <dt>{t`Note`}</dt>
          <dd>{a.note}</dd>
        </>
      ) : null}
      {a.status === 'Declined' && a.decline_reason ? (
        <>
          <dt>{t`Reason told to the guest`}</dt>
          <dd>{a.decline_reason}</dd>
        </>
      ) : null}
    </dl>
  )
}
