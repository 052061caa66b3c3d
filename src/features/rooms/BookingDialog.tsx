import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { checkBooking, newBookingDraft, type BookingDraft, type FieldProblem } from './drafts.ts'
import { Field, InputField, LanguageSelect, PopupActions, useFirstFocus } from './form-parts.tsx'
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
      actions={
        <PopupActions
          formId={formId}
          submit={<Trans context="room stay">Book</Trans>}
          onClose={onClose}
        />
      }
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        <InputField
          ref={first}
          label={<Trans>Guest name</Trans>}
          error={problemText(problems.guestName, i18n)}
          autoComplete="off"
          value={draft.guestName}
          onValue={(guestName) => setDraft({ ...draft, guestName })}
        />
        <div className="rooms-form__row">
          <InputField
            label={<Trans>Arrival</Trans>}
            error={problemText(problems.arrival, i18n)}
            type="date"
            required
            min={today}
            value={draft.arrival}
            onValue={(arrival) => setDraft({ ...draft, arrival })}
          />
          <InputField
            label={<Trans>Check-out date</Trans>}
            error={problemText(problems.checkout, i18n)}
            type="date"
            required
            min={draft.arrival || today}
            value={draft.checkout}
            onValue={(checkout) => setDraft({ ...draft, checkout })}
          />
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
