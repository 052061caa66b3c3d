import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Guest } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { formatDate, formatStayDays } from './format.ts'
import { GuestMemory } from './GuestMemory.tsx'
import { useMemoryRefresh } from './guests-api.ts'
import { genderText, STAY_STATUS_LABEL } from './labels.ts'
import { useKeptMemory } from './queries.ts'

interface GuestProfileDialogProps {
  guest: Guest
  intl: readonly string[]
  historyPath: string
  onClose: () => void
}

/** The guest profile popup: who the guest is, their stays, and what the hotel remembers. */
export function GuestProfileDialog({ guest, intl, historyPath, onClose }: GuestProfileDialogProps) {
  const { i18n } = useLingui()
  const kept = useKeptMemory(guest._id)
  const state = useMemoryRefresh(guest._id)
  const unknown = <Trans>Not given</Trans>
  return (
    <Dialog
      open
      onClose={onClose}
      title={guest.name}
      actions={
        <>
          <Link className="btn" to={historyPath}>
            <Trans>Open guest history</Trans>
          </Link>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </>
      }
    >
      <div className="guest-profile">
        <dl className="guest-facts">
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{guest.country ?? unknown}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{guest.email ?? unknown}</dd>
          <dt>
            <Trans>Gender</Trans>
          </dt>
          <dd>{genderText(i18n, guest.gender) || unknown}</dd>
          <dt>
            <Trans>Guest since</Trans>
          </dt>
          <dd>{formatDate(guest.createdAt, intl)}</dd>
          <dt>
            <Trans>Rooms</Trans>
          </dt>
          <dd>{guest.rooms.join(', ')}</dd>
        </dl>

        <h3 className="guest-profile__subtitle">
          <Trans>Stays</Trans>
        </h3>
        {guest.stays.length === 0 ? (
          <p className="guest-memory__note">
            <Trans>No stays yet.</Trans>
          </p>
        ) : (
          <ul className="guest-profile__stays">
            {guest.stays.map(({ room_name: room, ...stay }) => (
              <li key={stay._id}>
                <span className="guest-profile__room">
                  <Trans>Room {room}</Trans>
                </span>
                <span>{formatStayDays(stay, intl)}</span>
                <span className="guest-stay-status" data-status={stay.status}>
                  {i18n._(STAY_STATUS_LABEL[stay.status])}
                </span>
              </li>
            ))}
          </ul>
        )}

        <h3 className="guest-profile__subtitle">
          <Trans>What the hotel remembers</Trans>
        </h3>
        <GuestMemory kept={kept} state={state} intl={intl} />
      </div>
    </Dialog>
  )
}
