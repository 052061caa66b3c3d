import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { checkTicket, type FieldProblem, type TicketDraft } from './drafts.ts'
import { Field, PopupActions, useFirstFocus } from './form-parts.tsx'
import { createTicket } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'
import { problemText } from './texts.ts'

/** Out-of-service ticketing: what is wrong, the tasks to fix it, and whether the room is usable. */
export function TicketDialog({ view, onClose, onFailed }: PopupProps & { view: RoomView }) {
  const { t, i18n } = useLingui()
  const roomName = view.room.name
  const formId = useId()
  // A reported issue (a dripping tap) leaves the room in use unless the desk says otherwise.
  const [draft, setDraft] = useState<TicketDraft>({
    description: '',
    tasks: '',
    outOfService: false,
  })
  const [problems, setProblems] = useState<Partial<Record<'description' | 'tasks', FieldProblem>>>(
    {},
  )
  const first = useFirstFocus<HTMLTextAreaElement>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkTicket(draft)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    createTicket(view.room, checked.fields).then(onClose).catch(onFailed)
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Report an issue · room {roomName}</Trans>}
      actions={
        <PopupActions formId={formId} submit={<Trans>Create ticket</Trans>} onClose={onClose} />
      }
    >
      <form id={formId} className="rooms-form" onSubmit={submit} noValidate>
        {view.tickets.length > 0 && (
          <div className="rooms-form__hint">
            <Trans>Open tickets of this room:</Trans>
            <ul className="rooms-ticket-list">
              {view.tickets.map((ticket) => (
                <li key={ticket._id}>
                  {ticket.description}
                  {ticket.out_of_service && (
                    <>
                      {' '}
                      <span className="room-chip">
                        <Trans>Out of service</Trans>
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Field label={<Trans>What is wrong</Trans>} error={problemText(problems.description, i18n)}>
          {(f) => (
            <textarea
              ref={first}
              id={f.id}
              className="input"
              rows={3}
              value={draft.description}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={<Trans>Tasks</Trans>}
          hint={t`One task a line, e.g. “Call the plumber”.`}
          error={problemText(problems.tasks, i18n)}
        >
          {(f) => (
            <textarea
              id={f.id}
              className="input"
              rows={3}
              value={draft.tasks}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid}
              onChange={(e) => setDraft({ ...draft, tasks: e.target.value })}
            />
          )}
        </Field>
        <label className="rooms-form__check">
          <input
            type="checkbox"
            checked={draft.outOfService}
            onChange={(e) => setDraft({ ...draft, outOfService: e.target.checked })}
          />
          <Trans>Mark the room out of service until the ticket is closed</Trans>
        </label>
      </form>
    </Dialog>
  )
}
