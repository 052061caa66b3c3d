import { Trans } from '@lingui/react/macro'
import type { OrderPlace } from './order-view.ts'

/** "Room 204", "Table Terrace 4" or "Table T3 · Room 103 bill". */
export function OrderPlaceLabel({ place }: { place: OrderPlace }) {
  switch (place.kind) {
    case 'room': {
      const room = place.number
      return <Trans>Room {room}</Trans>
    }
    case 'table': {
      const table = place.name
      const room = place.roomBill
      return room ? (
        <Trans>
          Table {table} · Room {room} bill
        </Trans>
      ) : (
        <Trans>Table {table}</Trans>
      )
    }
    case 'unknown':
      return null
  }
}
