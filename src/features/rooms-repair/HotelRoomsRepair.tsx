import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { useRoomMarks, useRoomViews } from '../rooms/queries.ts'
import { RefusedNote } from '../rooms/RefusedNote.tsx'
import { RoomSearch } from '../rooms/RoomSearch.tsx'
import type { RoomView } from '../rooms/room-model.ts'
import { TicketDialog } from '../rooms/TicketDialog.tsx'
import { oldestFirst, openTicketCount, roomsWithTickets } from './repair-model.ts'
import { TicketCard } from './TicketCard.tsx'
import '../rooms/rooms.css'
import './repair.css'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'
import { timeFormat } from '../../lib/dates.ts'

/**
 * HotelRoomsRepair /app/h/rooms-repair/{service}: the open repair tickets, by room (spec 000 §2,
 * §3 Hotel ticket; 001 Tickets). Read from IndexedDB; every change is an outbox action, so the
 * desk works offline. Closed tickets leave the list.
 */
export function HotelRoomsRepair() {
  const views = useRoomViews()
  if (!views) {
    return (
      <p role="status" className="rooms-empty">
        <Trans>Loading the tickets…</Trans>
      </p>
    )
  }
  return <RepairScreen views={views} />
}

function RepairScreen({ views }: { views: RoomView[] }) {
  const { t } = useLingui()
  const me = useMe()
  const { service } = useParams()
  const { intl } = useActiveLocale()
  const marks = useRoomMarks(me.account_id)
  const pickerId = useId()
  const [search, setSearch] = useState('')
  const [roomId, setRoomId] = useState('')
  const [reporting, setReporting] = useState<string | null>(null)

  const shown = useMemo(() => roomsWithTickets(views, search), [views, search])
  const total = openTicketCount(shown)
  const opened = timeFormat(
    intl,
    {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    },
    hotelZone(),
  )
  const reportView = reporting ? views.find((v) => v.room._id === reporting) : undefined

  const failed = (error: unknown) => {
    console.error('Repair action failed', error)
    showToast(t`The change could not be saved on this device.`, 'attention')
  }

  return (
    <div className="rooms-screen repair-screen" data-service={service}>
      <header className="rooms-screen__header">
        <h1 className="rooms-screen__title" tabIndex={-1}>
          <Trans>Repair</Trans>
        </h1>
        <RoomSearch value={search} onChange={setSearch} />
        <form
          className="repair-new"
          onSubmit={(e) => {
            e.preventDefault()
            if (roomId) setReporting(roomId)
          }}
        >
          <label htmlFor={pickerId} className="visually-hidden">
            <Trans>Room of the new ticket</Trans>
          </label>
          <select
            id={pickerId}
            className="input"
            value={roomId}
            onChange={(e) => setRoomId(e.target.value)}
          >
            <option value="">{t`Choose a room`}</option>
            {views.map((v) => (
              <option key={v.room._id} value={v.room._id}>
                {v.room.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary" disabled={roomId === ''}>
            <Trans>New ticket</Trans>
          </button>
        </form>
      </header>

      <p className="repair-count" aria-live="polite">
        <Plural value={total} one="# open ticket" other="# open tickets" />
      </p>

      {shown.length === 0 ? (
        <p className="rooms-empty">
          {search.trim() === '' ? (
            <Trans>No open tickets. Every room is in order.</Trans>
          ) : (
            <Trans>No room with open tickets matches this search.</Trans>
          )}
        </p>
      ) : (
        <ul className="repair-rooms" aria-label={t`Rooms with open tickets`}>
          {shown.map((v) => {
            const roomName = v.room.name
            const refused = marks.refused.get(v.room._id) ?? []
            return (
              <li
                key={v.room._id}
                className="room-card repair-room"
                data-room-id={v.room._id}
                data-state={v.state}
                data-waiting={marks.waiting.has(v.room._id) ? 'true' : undefined}
                aria-labelledby={`repair-${v.room._id}`}
              >
                <div className="room-card__top">
                  <h2 className="room-card__name" id={`repair-${v.room._id}`}>
                    <span className="visually-hidden">
                      <Trans>Room</Trans>{' '}
                    </span>
                    {roomName}
                  </h2>
                  {marks.waiting.has(v.room._id) && (
                    <span className="room-mark">
                      <Trans>Waiting to sync</Trans>
                    </span>
                  )}
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => setReporting(v.room._id)}
                  >
                    <Trans>New ticket</Trans>
                    <span className="visually-hidden">
                      {' '}
                      <Trans>for room {roomName}</Trans>
                    </span>
                  </button>
                </div>
                {refused.length > 0 && <RefusedNote actions={refused} />}
                {oldestFirst(v.tickets).map((ticket) => (
                  <TicketCard
                    key={ticket._id}
                    ticket={ticket}
                    roomName={roomName}
                    opened={opened.format(new Date(ticket.created_at))}
                    onFailed={failed}
                  />
                ))}
              </li>
            )
          })}
        </ul>
      )}

      {reportView && (
        <TicketDialog
          view={reportView}
          today={todayIn(hotelZone())}
          onClose={() => {
            setReporting(null)
            setRoomId('')
          }}
          onFailed={failed}
        />
      )}
    </div>
  )
}
