import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { checkCheckIn, newCheckInDraft, type CheckInDraft, type FieldProblem } from './drafts.ts'
import { Field, InputField, LanguageSelect, PopupActions, useFirstFocus } from './form-parts.tsx'
import { checkIn } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'
import { formatDay } from './RoomCard.tsx'
import { problemText } from './texts.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'

/**
 * Check-in: checkout date (required), the stay's language and the guest's name. The desk proposes
 * the room code, so the stay and its code show at once, also offline. A stay booked for today is
 * offered to check in (its name and dates filled in).
 */
export function CheckInDialog({ view, today, onClose, onFailed }: PopupProps & { view: RoomView }) {
  const { t, i18n } = useLingui()
  const roomName = view.room.name
  const { intl } = useActiveLocale()
  const formId = useId()
  const booked = view.bookings.find((b) => (b.arrival ?? '') <= today) ?? null
  const [draft, setDraft] = useState<CheckInDraft>(() =>
    booked
      ? { checkout: booked.checkout, lang: booked.lang, guestName: booked.guest_name ?? '' }
      : newCheckInDraft(today),
  )
  const [problems, setProblems] = useState<Partial<Record<'checkout' | 'guestName', FieldProblem>>>(
    {},
  )
  const [done, setDone] = useState<{ code: string } | null>(null)
  const [taken, setTaken] = useState(false)
  const first = useFirstFocus<HTMLInputElement>()
  const stay = view.stay

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkCheckIn(draft, today)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    setProblems({})
    checkIn(view.room, { ...checked.fields, ...(booked ? { stay_id: booked._id } : {}) })
      .then((result) => {
        if (result.kind === 'taken') setTaken(true)
        else setDone({ code: result.password })
      })
      .catch(onFailed)
  }

  if (done || taken) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={<Trans>Room {roomName}</Trans>}
        actions={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        }
      >
        <div className="rooms-form">
          {taken ? (
            <p className="rooms-notice rooms-notice--attention" role="alert">
              <Trans>TAKEN. A guest is already checked in to this room.</Trans>
            </p>
          ) : (
            <p className="rooms-notice" role="status">
              <Trans>
                The guest is checked in. It is sent to the server as soon as it is reachable.
              </Trans>
            </p>
          )}
          {stay && (
            <dl className="rooms-summary">
              <dt>
                <Trans>Room code</Trans>
              </dt>
              <dd className="rooms-summary__code" data-testid="checkin-code">
                {stay.password}
              </dd>
              <dt>
                <Trans>Guest</Trans>
              </dt>
              <dd>{stay.guest_name ?? <Trans>No name given</Trans>}</dd>
              <dt>
                <Trans>Check-out</Trans>
              </dt>
              <dd>{formatDay(stay.checkout, intl)}</dd>
            </dl>
          )}
        </div>
      </Dialog>
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Check in · room {roomName}</Trans>}
      actions={<PopupActions formId={formId} submit={<Trans>Check in</Trans>} onClose={onClose} />}
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        {booked && (
          <p className="rooms-form__hint">
            <Trans>Checks in the stay booked for this room.</Trans>
          </p>
        )}
        <InputField
          ref={first}
          label={<Trans>Guest name</Trans>}
          error={problemText(problems.guestName, i18n)}
          autoComplete="off"
          value={draft.guestName}
          onValue={(guestName) => setDraft({ ...draft, guestName })}
        />
        <InputField
          label={<Trans>Check-out date</Trans>}
          error={problemText(problems.checkout, i18n)}
          type="date"
          required
          min={today}
          value={draft.checkout}
          onValue={(checkout) => setDraft({ ...draft, checkout })}
        />
        <Field label={<Trans>Language</Trans>} hint={t`The guest’s pages and the invoice.`}>
          {(f) => (
            <LanguageSelect
              id={f.id}
              value={draft.lang}
              onChange={(lang) => setDraft({ ...draft, lang })}
            />
          )}
        </Field>
        <p className="rooms-form__hint">
          <Trans>A new room code is made for the guest and shown at once.</Trans>
        </p>
      </form>
    </Dialog>
  )
}
