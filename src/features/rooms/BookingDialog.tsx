import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { checkBooking, newBookingDraft, type BookingDraft, type FieldProblem } from './drafts.ts'
import { Field, LanguageSelect, PopupActions, useFirstFocus } from './form-parts.tsx'
import { addStay } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'
import { problemText } from './texts.ts'

type Key = 'arrival' | 'checkout' | 'guestName'

/** Add stay: books the room ahead for a guest (no check-in, no room code until they arrive). */
export function BookingDialog({ view, today, onClose, onFailed }: PopupProps & { view: RoomView }) {
  const { i18n } = useLingui()
  const roomName = view.room.name
  const formId = useId()
  const [draft, setDraft] = useState<BookingDraft>(() => newBookingDraft(today))
  const [problems, setProblems] = useState<Partial<Record<Key, FieldProblem>>>({})
  const first = useFirstFocus<HTMLInputElement>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkBooking(draft, today)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    addStay(view.room, checked.fields).then(onClose).catch(onFailed)
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Add stay · room {roomName}</Trans>}
      actions={<PopupActions formId={formId} submit={<Trans>Book</Trans>} onClose={onClose} />}
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        <Field label={<Trans>Guest name</Trans>} error={problemText(problems.guestName, i18n)}>
          {(f) => (
            <input
              ref={first}
              id={f.id}
              className="input"
              autoComplete="off"
              value={draft.guestName}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid}
              onChange={(e) => setDraft({ ...draft, guestName: e.target.value })}
            />
          )}
        </Field>
        <div className="rooms-form__row">
          <Field label={<Trans>Arrival</Trans>} error={problemText(problems.arrival, i18n)}>
            {(f) => (
              <input
                id={f.id}
                type="date"
                className="input"
                required
                min={today}
                value={draft.arrival}
                aria-describedby={f.describedBy}
                aria-invalid={f.invalid}
                onChange={(e) => setDraft({ ...draft, arrival: e.target.value })}
              />
            )}
          </Field>
          <Field label={<Trans>Check-out date</Trans>} error={problemText(problems.checkout, i18n)}>
            {(f) => (
              <input
                id={f.id}
                type="date"
                className="input"
                required
                min={draft.arrival || today}
                value={draft.checkout}
                aria-describedby={f.describedBy}
                aria-invalid={f.invalid}
                onChange={(e) => setDraft({ ...draft, checkout: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label={<Trans>Language</Trans>}>
          {(f) => (
            <LanguageSelect
              id={f.id}
              value={draft.lang}
              onChange={(lang) => setDraft({ ...draft, lang })}
            />
          )}
        </Field>
      </form>
    </Dialog>
  )
}
