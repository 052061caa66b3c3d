import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { mayLinkToRoom } from '../../../sync/protocol/rules/index.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import {
  checkRoom,
  checkRoomLinks,
  followRoomLinks,
  roomLinksDraft,
  type LinkChange,
  type LinkProblem,
  type RoomDraft,
  type RoomLinksDraft,
  type RoomProblem,
} from './drafts.ts'
import { InputField, useFirstFocus } from './form-parts.tsx'
import { createRoom, deleteRoom, setRoomLink, updateRoom } from './reception-api.ts'
import type { PopupProps } from './RoomPopups.tsx'
import type { RoomView } from './room-model.ts'
import { problemText } from './texts.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/**
 * The room form in a slide-in panel: create, edit, delete, and the room's service links (where
 * its guests find each guest service). Escape closes it.
 */
export function RoomPanel(
  props: Omit<PopupProps, 'today'> & {
    view: RoomView | null
    businessId: string
    otherNames: readonly string[]
  },
) {
  const { view, onClose, onFailed } = props
  const { i18n } = useLingui()
  const nameOf = useServiceName()
  const titleId = useId()
  const room = view?.room ?? null
  const roomName = room?.name ?? ''
  const [draft, setDraft] = useState<RoomDraft>({ name: room?.name ?? '', type: room?.type ?? '' })
  const [problems, setProblems] = useState<Partial<Record<'name' | 'type', RoomProblem>>>({})
  const roomLinks = useMemo(() => roomLinksDraft(room?.service_links ?? []), [room?.service_links])
  const [links, setLinks] = useState<RoomLinksDraft>(roomLinks)
  // The room's links as the form last saw them: when they change while it is open, the fields
  // the user has not touched follow them (followRoomLinks).
  const seenLinks = useRef(roomLinks)
  useEffect(() => {
    const before = seenLinks.current
    if (before === roomLinks) return
    seenLinks.current = roomLinks
    setLinks((form) => followRoomLinks(form, before, roomLinks))
  }, [roomLinks])
  const [linkProblems, setLinkProblems] = useState<Partial<Record<string, LinkProblem>>>({})
  const services = useServices()
  const linkable = useMemo(
    () =>
      (services ?? [])
        .filter((s) => mayLinkToRoom(s.type))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [services],
  )
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
    const linked = checkRoomLinks(links, room?.service_links ?? [])
    setProblems(checked.ok ? {} : checked.problems)
    setLinkProblems(linked.ok ? {} : linked.problems)
    if (!checked.ok || !linked.ok) return
    saveRoom(checked.fields, linked.changes).then(onClose).catch(onFailed)
  }

  /** The room (created, or changed when it was) and then its changed links, in that order. */
  const saveRoom = async (fields: RoomDraft, changes: readonly LinkChange[]) => {
    let roomId = room?._id
    if (!roomId) roomId = await createRoom(props.businessId, fields)
    else if (fields.name !== room?.name || fields.type !== room.type)
      await updateRoom(roomId, fields)
    for (const change of changes) await setRoomLink(roomId, change.service_id, change.url)
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
        <InputField
          ref={first}
          label={<Trans>Room number or name</Trans>}
          error={problemText(problems.name, i18n)}
          autoComplete="off"
          value={draft.name}
          onValue={(name) => setDraft({ ...draft, name })}
        />
        <InputField
          label={<Trans>Type</Trans>}
          error={problemText(problems.type, i18n)}
          autoComplete="off"
          value={draft.type}
          onValue={(type) => setDraft({ ...draft, type })}
        />
        {linkable.length > 0 && (
          <fieldset className="rooms-links">
            <legend>
              <Trans>Service links</Trans>
            </legend>
            <p className="rooms-form__hint">
              <Trans>
                Where this room’s guests find a service, as a web address (http:// or https://).
                Leave it empty for none.
              </Trans>
            </p>
            {linkable.map((service) => (
              <InputField
                key={service._id}
                label={nameOf(service)}
                type="url"
                inputMode="url"
                autoComplete="off"
                value={links[service._id] ?? ''}
                error={problemText(linkProblems[service._id], i18n)}
                onValue={(url) => setLinks({ ...links, [service._id]: url })}
              />
            ))}
          </fieldset>
        )}
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
