import type { RoomAction } from './RoomCard.tsx'
import type { RoomView } from './room-model.ts'
import { BookingDialog } from './BookingDialog.tsx'
import { CheckInDialog } from './CheckInDialog.tsx'
import { CheckOutDialog } from './CheckOutDialog.tsx'
import { ExtendDialog } from './ExtendDialog.tsx'
import { FastInputDialog } from './FastInputDialog.tsx'
import { OpenOrdersDialog } from './OpenOrdersDialog.tsx'
import { RoomPanel } from './RoomPanel.tsx'
import { TicketDialog } from './TicketDialog.tsx'

/**
 * The rooms screen's popup (spec section 4: none, checkin, add, extend, fastinput, ticketing;
 * plus check-out, the open orders and the room form). `view` is the room it was opened on (null:
 * fast input, a new room).
 */
export type Popup =
  { kind: 'none' } | { kind: Exclude<RoomAction, 'invoice'> | 'fastinput'; view: RoomView | null }

interface RoomPopupsProps {
  popup: Popup
  views: readonly RoomView[]
  today: string
  businessId: string
  onClose: () => void
  onFailed: (error: unknown) => void
  /** A check-out was queued: its invoice downloads when it syncs. */
  onCheckedOut: (stayId: string, fileName: string) => void
}

export function RoomPopups({
  popup,
  views,
  today,
  businessId,
  onClose,
  onFailed,
  onCheckedOut,
}: RoomPopupsProps) {
  if (popup.kind === 'none') return null
  // The room as it is now (the list is live: a check-in queued here shows its stay at once).
  const view = popup.view
    ? (views.find((v) => v.room._id === popup.view?.room._id) ?? popup.view)
    : null
  const common = { onClose, onFailed, today }
  switch (popup.kind) {
    case 'edit':
      return (
        <RoomPanel
          view={view}
          businessId={businessId}
          otherNames={views.filter((v) => v.room._id !== view?.room._id).map((v) => v.room.name)}
          {...common}
        />
      )
    case 'fastinput':
      return <FastInputDialog {...common} />
    case 'checkin':
      return view ? <CheckInDialog view={view} {...common} /> : null
    case 'add':
      return view ? <BookingDialog view={view} {...common} /> : null
    case 'extend':
      return view?.stay ? <ExtendDialog view={view} stay={view.stay} {...common} /> : null
    case 'checkout':
      return view ? <CheckOutDialog view={view} onCheckedOut={onCheckedOut} {...common} /> : null
    case 'ticketing':
      return view ? <TicketDialog view={view} {...common} /> : null
    case 'orders':
      return view ? <OpenOrdersDialog view={view} onClose={onClose} /> : null
  }
}

/** What every popup gets. */
export interface PopupProps {
  today: string
  onClose: () => void
  onFailed: (error: unknown) => void
}
