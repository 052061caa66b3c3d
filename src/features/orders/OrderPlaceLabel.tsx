import { Trans } from '@lingui/react/macro'
import type { OrderPlace } from './order-view.ts'

/** "Room 204" or "Table Terrace 4". */
export function OrderPlaceLabel({ place }: { place: OrderPlace }) {
  switch (place.kind) {
    case 'room': {
      const room = place.number
      return <Trans>Room {room}</Trans>
    }
    case 'table': {
      const table = place.name
      return <Trans>Table {table}</Trans>
    }
    case 'unknown':
      return null
  }
}
