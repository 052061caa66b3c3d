import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { canSpaStep } from '../../../sync/protocol/rules/index.ts'
import type { Employee } from '../../../sync/protocol/index.ts'
import type { useSpaAction } from './mutations.ts'
import { fullName, type SpaEvent } from './spa-model.ts'

interface SpaStepsProps {
  event: SpaEvent
  therapists: readonly Employee[]
  /** The therapists free at the appointment's time (therapistsFreeFor); null: not known here. */
  free: ReadonlySet<string> | null
  act: ReturnType<typeof useSpaAction>
  onDeleted: () => void
}

/**
 * The popup's steps (spec §2, §4): accept (a therapist must be chosen first), decline with a
 * reason, guest arrived, finish cleaning, and delete (asked once more). Each is one outbox action.
 */
export function SpaSteps({ event, therapists, free, act, onDeleted }: SpaStepsProps) {
  const { t } = useLingui()
  const a = event.appointment
  const id = a._id
  // Accepting offers only the therapists free then: the server refuses any other.
  const offered = free ? therapists.filter((e) => free.has(e._id)) : therapists
  const [therapist, setTherapist] = useState(
    a.Therapist && offered.some((e) => e._id === a.Therapist) ? a.Therapist : '',
  )
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [declining, setDeclining] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const therapistId = useId()
  const reasonId = useId()
  const problemId = useId()

  const accept = () => {
    if (!therapist) {
      setProblem(t`Choose a therapist first.`)
      return
    }
    setProblem(null)
    void act('spaAppointment.accept', { appointment_id: id, Therapist: therapist })
  }
  const decline = () => {
    if (!reason.trim()) {
      setProblem(t`Write the reason the guest is told.`)
      return
    }
    setProblem(null)
    void act('spaAppointment.decline', { appointment_id: id, reason: reason.trim() }).then(
      (queued) => queued && setDeclining(false),
    )
  }
  const remove = () => {
    void act('spaAppointment.delete', { appointment_id: id }).then((queued) => {
      if (queued) onDeleted()
    })
  }

  return (
    <div className="spa-steps">
      {canSpaStep(a.status, 'accept') ? (
        <div className="spa-steps__row">
          <label className="field" htmlFor={therapistId}>
            <span>
              <Trans>Therapist</Trans>
            </span>
            <select
              id={therapistId}
              className="input"
              value={therapist}
              aria-describedby={problem ? problemId : undefined}
              onChange={(e) => setTherapist(e.target.value)}
            >
              <option value="">
                {offered.length > 0 ? t`Choose a therapist` : t`No therapist is free then`}
              </option>
              {offered.map((e) => (
                <option key={e._id} value={e._id}>
                  {fullName(e)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-primary" onClick={accept}>
            <Trans>Accept</Trans>
          </button>
        </div>
      ) : null}
      {canSpaStep(a.status, 'decline') ? (
        declining ? (
          <div className="spa-steps__row">
            <label className="field" htmlFor={reasonId}>
              <span>
                <Trans>Reason told to the guest</Trans>
              </span>
              <input
                id={reasonId}
                className="input"
                value={reason}
                maxLength={500}
                autoFocus
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <button type="button" className="btn btn-danger" onClick={decline}>
              <Trans>Decline</Trans>
            </button>
          </div>
        ) : null
      ) : null}
      {problem ? (
        <p id={problemId} className="spa-steps__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="spa-steps__buttons">
        {canSpaStep(a.status, 'decline') && !declining ? (
          <button type="button" className="btn" onClick={() => setDeclining(true)}>
            <Trans>Decline…</Trans>
          </button>
        ) : null}
        {canSpaStep(a.status, 'arrived') ? (
          <button
            type="button"
            className="btn"
            onClick={() => void act('spaAppointment.arrived', { appointment_id: id })}
          >
            <Trans>Guest arrived</Trans>
          </button>
        ) : null}
        {canSpaStep(a.status, 'finishCleaning') ? (
          <button
            type="button"
            className="btn"
            onClick={() => void act('spaAppointment.finishCleaning', { appointment_id: id })}
          >
            <Trans>Finish cleaning</Trans>
          </button>
        ) : null}
        {deleting ? (
          <>
            <span className="spa-steps__ask">
              <Trans>Delete this appointment? Its therapist and room become free.</Trans>
            </span>
            <button type="button" className="btn" onClick={() => setDeleting(false)}>
              <Trans>Keep it</Trans>
            </button>
            <button type="button" className="btn btn-danger" onClick={remove}>
              <Trans>Delete</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={() => setDeleting(true)}>
            <Trans>Delete…</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
