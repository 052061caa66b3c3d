import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Link, useParams } from 'react-router'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { useProgressiveCount } from '../../lib/use-progressive-count.ts'
import { whenIdleAfter } from '../../lib/when-idle.ts'
import { ChannelSyncButton, ChannelSyncNote, useChannelSync } from './ChannelSync.tsx'
import { invoiceFileName } from './CheckOutDialog.tsx'
import { InvoiceWatcher } from './InvoiceWatcher.tsx'
import { useAwaitedInvoices } from './awaiting-invoices.ts'
import { setRoomsStatus } from './mutations.ts'
import { firstScreenful } from './screenful.ts'
import { downloadInvoice } from './reception-api.ts'
import { useRoomMarks, useRoomViews, type RefusedAction } from './queries.ts'
import { RoomCard, useCardTexts, type RoomAction } from './RoomCard.tsx'
import { RoomSearch } from './RoomSearch.tsx'
import {
  countStates,
  filterByState,
  roomsToSet,
  searchRooms,
  type RoomView,
  type StateFilter,
} from './room-model.ts'
import type { Popup } from './RoomPopups.tsx'
import './rooms.css'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

const NOT_REFUSED: readonly RefusedAction[] = []
/**
 * The dialogs are their own chunk: opening the screen compiles only the list. They load when the
 * list is up and the page idle (offline too: the service worker holds every chunk), so the first
 * action finds them there.
 */
const loadPopups = () => import('./RoomPopups.tsx')
const RoomPopups = lazy(async () => ({ default: (await loadPopups()).RoomPopups }))
/** Cards added per step after the first screenful: each commit's layout stays short. */
const CARDS_PER_STEP = 60

/** HotelRooms /app/h/rooms/{service}: the front desk's rooms, stays and their actions. */
export function HotelRooms() {
  const views = useRoomViews()
  if (!views) {
    return (
      <p role="status" className="rooms-empty">
        <Trans>Loading the rooms…</Trans>
      </p>
    )
  }
  return <RoomsScreen views={views} />
}

function RoomsScreen({ views }: { views: RoomView[] }) {
  const { t } = useLingui()
  const me = useMe()
  const { service } = useParams()
  const { intl } = useActiveLocale()
  const marks = useRoomMarks(me.account_id)
  const channel = useChannelSync()
  const cardTexts = useCardTexts()
  const [search, setSearch] = useState('')
  const [stateFilter, setStateFilter] = useState<StateFilter>('all')
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [popup, setPopup] = useState<Popup>({ kind: 'none' })
  // Checked-out stays whose invoice downloads once the check-out has synced (kept across a
  // reload made offline before it synced).
  const awaited = useAwaitedInvoices()
  const awaiting = awaited.list
  const invoiceDone = awaited.done
  const zone = useHotelZone()
  const today = todayIn(zone)

  const searched = useMemo(() => searchRooms(views, search), [views, search])
  const counts = countStates(searched)
  const shown = filterByState(searched, stateFilter)
  // A screenful first, the rest in transitions of CARDS_PER_STEP after that paint: 500 cards are
  // some 15,000 elements, and the desk sees the top of the list without waiting for them all,
  // and can type or click while the rest comes; the counts, search and "select all shown" cover
  // every room from the start.
  const [firstCards] = useState(() => firstScreenful(window.innerWidth, window.innerHeight))
  const painted = useProgressiveCount(shown.length, firstCards, CARDS_PER_STEP)
  // The dialogs' code ahead, after the cards' first steps (not in the gaps between them).
  useEffect(
    () =>
      whenIdleAfter(1000, () => {
        loadPopups().catch((error: unknown) => console.error('Rooms dialogs did not load', error))
      }),
    [],
  )

  const failed = useCallback(
    (error: unknown) => {
      console.error('Reception action failed', error)
      showToast(t`The change could not be saved on this device.`, 'attention')
    },
    [t],
  )
  // The cards' callbacks stay the same function across renders (RoomCard is memoised); they read
  // the live list through a ref, so an action always gets the room's current view.
  const choose = useCallback(
    (id: string, on: boolean) =>
      setChosen((prev) => {
        const next = new Set(prev)
        if (on) next.add(id)
        else next.delete(id)
        return next
      }),
    [],
  )
  const current = useRef(views)
  useLayoutEffect(() => {
    current.current = views
  }, [views])
  const allShownChosen = shown.length > 0 && shown.every((v) => chosen.has(v.room._id))
  const setStatus = (status: 'active' | 'inactive') => {
    const ids = roomsToSet(
      views.map((v) => v.room),
      chosen,
      status,
    )
    // The selection clears afterwards (spec section 4).
    setChosen(new Set())
    void setRoomsStatus(ids, status).catch(failed)
  }
  // Closing a popup clears the selection (spec section 4); the list is live, so it is current.
  const closePopup = () => {
    setPopup({ kind: 'none' })
    setChosen(new Set())
  }
  const onAction = useCallback(
    (roomId: string, action: RoomAction) => {
      const view = current.current.find((v) => v.room._id === roomId)
      if (!view) return
      if (action !== 'invoice') {
        setPopup({ kind: action, view })
        return
      }
      const stay = view.lastCheckedOut
      if (!stay) return
      downloadInvoice(stay._id, invoiceFileName(view.room.name, stay._id))
        .then((ok) => {
          if (!ok)
            showToast(t`The invoice is not on this device yet. Try again when online.`, 'attention')
        })
        .catch(failed)
    },
    [t, failed],
  )

  const chips: { key: StateFilter; label: string }[] = [
    { key: 'all', label: t`All` },
    { key: 'unoccupied', label: t`Unoccupied` },
    { key: 'occupied', label: t({ message: 'Occupied', context: 'room' }) },
    { key: 'out_of_service', label: t`Out of service` },
  ]

  return (
    <div className="rooms-screen" data-service={service}>
      <header className="rooms-screen__header">
        <h1 className="rooms-screen__title" tabIndex={-1}>
          <Trans>Rooms</Trans>
        </h1>
        <RoomSearch value={search} onChange={setSearch} />
        <div className="rooms-screen__tools">
          <ChannelSyncButton sync={channel} />
          {/* The rooms' QR codes (the sheet to print), for this reception service. */}
          <Link className="btn" to={`/app/h/qr/${encodeURIComponent(service ?? '')}`}>
            <Trans>QR codes</Trans>
          </Link>
          <button
            type="button"
            className="btn"
            onClick={() => setPopup({ kind: 'fastinput', view: null })}
          >
            <Trans>Fast input</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setPopup({ kind: 'edit', view: null })}
          >
            <Trans>New room</Trans>
          </button>
        </div>
      </header>
      <ChannelSyncNote sync={channel} />

      <div className="rooms-filters" role="group" aria-label={t`Show rooms`}>
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            className="rooms-filter"
            data-state={c.key}
            aria-pressed={stateFilter === c.key}
            onClick={() => setStateFilter(c.key)}
          >
            {c.label} <span className="rooms-filter__count">{counts[c.key]}</span>
          </button>
        ))}
      </div>

      <div className="rooms-selection" aria-live="polite">
        <label className="rooms-selection__all">
          <input
            type="checkbox"
            checked={allShownChosen}
            disabled={shown.length === 0}
            onChange={(e) =>
              setChosen(e.target.checked ? new Set(shown.map((v) => v.room._id)) : new Set())
            }
          />
          <Trans>Select all shown</Trans>
        </label>
        {chosen.size > 0 && (
          <>
            <span className="rooms-selection__count">
              <Plural value={chosen.size} one="# room selected" other="# rooms selected" />
            </span>
            <button type="button" className="btn btn-small" onClick={() => setStatus('active')}>
              <Trans>Set active</Trans>
            </button>
            <button type="button" className="btn btn-small" onClick={() => setStatus('inactive')}>
              <Trans>Set inactive</Trans>
            </button>
            <button type="button" className="btn btn-small" onClick={() => setChosen(new Set())}>
              <Trans>Clear selection</Trans>
            </button>
          </>
        )}
      </div>

      {shown.length === 0 ? (
        <p className="rooms-empty">
          {views.length === 0 ? (
            <Trans>No rooms yet. Add the hotel’s rooms with New room.</Trans>
          ) : (
            <Trans>No room matches this search.</Trans>
          )}
        </p>
      ) : (
        <ul className="rooms-list" aria-label={t`Rooms`}>
          {shown.slice(0, painted).map((v) => (
            <RoomCard
              key={v.room._id}
              view={v}
              texts={cardTexts}
              today={today}
              intl={intl}
              selected={chosen.has(v.room._id)}
              waiting={marks.waiting.has(v.room._id)}
              refused={marks.refused.get(v.room._id) ?? NOT_REFUSED}
              onSelect={choose}
              onAction={onAction}
            />
          ))}
        </ul>
      )}

      {popup.kind !== 'none' && (
        <Suspense fallback={null}>
          <RoomPopups
            popup={popup}
            views={views}
            today={today}
            businessId={me.business_id ?? ''}
            onClose={closePopup}
            onFailed={failed}
            onCheckedOut={awaited.add}
          />
        </Suspense>
      )}
      {awaiting.map((a) => (
        <InvoiceWatcher
          key={a.stayId}
          stayId={a.stayId}
          fileName={a.fileName}
          onDone={() => invoiceDone(a.stayId)}
        />
      ))}
    </div>
  )
}
