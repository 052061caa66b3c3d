import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { checkRoom, type RoomDraft, type RoomProblem } from './drafts.ts'
import { Field, useFirstFocus } from './form-parts.tsx'
import { createRoom, deleteRoom, updateRoom } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'
import { problemText } from './texts.ts'

/** The room form in a slide-in panel: create, edit, delete. Escape closes it. */
export function RoomPanel(
  props: Omit<PopupProps, 'today'> & {
    view: RoomView | null
    businessId: string
    otherNames: readonly string[]
  },
) {
  const { view, onClose, onFailed } = props
  const { i18n } = useLingui()
  const titleId = useId()
  const room = view?.room ?? null
  const roomName = room?.name ?? ''
  const [draft, setDraft] = useState<RoomDraft>({ name: room?.name ?? '', type: room?.type ?? '' })
  const [problems, setProblems] = useState<Partial<Record<'name' | 'type', RoomProblem>>>({})
  const [confirm, setConfirm] = useState(false)
  const first = useFirstFocus<HTMLInputElement>()

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus()
    }
  }, [onClose])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkRoom(draft, props.otherNames)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    const save = room
      ? updateRoom(room._id, checked.fields)
      : createRoom(props.businessId, checked.fields)
    save.then(onClose).catch(onFailed)
  }

  return (
    <aside className="rooms-panel" role="dialog" aria-labelledby={titleId}>
      <form className="rooms-form rooms-panel__form" onSubmit={submit} noValidate>
        <header className="rooms-panel__header">
          <h2 id={titleId}>{room ? <Trans>Room {roomName}</Trans> : <Trans>New room</Trans>}</h2>
          <button type="button" className="btn btn-small" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </header>
        <Field label={<Trans>Room number or name</Trans>} error={problemText(problems.name, i18n)}>
          {(f) => (
            <input
              ref={first}
              id={f.id}
              className="input"
              autoComplete="off"
              value={draft.name}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          )}
        </Field>
        <Field label={<Trans>Type</Trans>} error={problemText(problems.type, i18n)}>
          {(f) => (
            <input
              id={f.id}
              className="input"
              autoComplete="off"
              value={draft.type}
              aria-describedby={f.describedBy}
              aria-invalid={f.invalid}
              onChange={(e) => setDraft({ ...draft, type: e.target.value })}
            />
          )}
        </Field>
        <footer className="rooms-panel__footer">
          <button type="submit" className="btn btn-primary">
            <Trans>Save</Trans>
          </button>
          {room && (
            <button
              type="button"
              className="btn btn-danger"
              disabled={view?.stay !== null}
              onClick={() => setConfirm(true)}
            >
              <Trans>Delete room</Trans>
            </button>
          )}
        </footer>
        {room && view?.stay && (
          <p className="rooms-form__hint">
            <Trans>A guest is checked in: check them out before deleting the room.</Trans>
          </p>
        )}
      </form>
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={<Trans>Delete room {roomName}?</Trans>}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(false)}>
              <Trans>Keep</Trans>
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                setConfirm(false)
                if (room) deleteRoom(room._id).then(onClose).catch(onFailed)
              }}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>
            Its bookings and open tickets are deleted with it. Past stays and invoices stay.
          </Trans>
        </p>
      </Dialog>
    </aside>
  )
}
