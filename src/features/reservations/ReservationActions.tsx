import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { cardActions, type CardAction } from './board.ts'

interface ReservationActionsProps {
  reservation: Reservation
  /** reservationsWrite on the reservation's service: without it the buttons are disabled. */
  canWrite: boolean
  onAction: (reservation: Reservation, action: CardAction) => void
}

const LABELS: Record<CardAction, ReactNode> = {
  accept: <Trans>Accept</Trans>,
  decline: <Trans>Decline</Trans>,
  active: <Trans>Guest arrived</Trans>,
  noshow: <Trans>No-show</Trans>,
  nowAvailable: <Trans>Now available</Trans>,
  cancel: <Trans>Cancel reservation</Trans>,
  delete: <Trans>Delete</Trans>,
}

const STYLE: Record<CardAction, readonly string[]> = {
  accept: ['btn', 'btn-primary'],
  decline: ['btn', 'btn-danger'],
  active: ['btn', 'btn-primary'],
  noshow: ['btn'],
  nowAvailable: ['btn', 'btn-primary'],
  cancel: ['btn'],
  delete: ['btn', 'btn-small', 'reservation-card__delete'],
}

/** The buttons the reservation's status allows (spec §4), each queued at once. */
export function ReservationActions({ reservation, canWrite, onAction }: ReservationActionsProps) {
  return (
    <div className="order-card__actions">
      {cardActions(reservation.status).map((action) => (
        <button
          key={action}
          type="button"
          className={STYLE[action].join(' ')}
          disabled={!canWrite}
          data-action={action}
          onClick={() => onAction(reservation, action)}
        >
          {LABELS[action]}
        </button>
      ))}
    </div>
  )
}
