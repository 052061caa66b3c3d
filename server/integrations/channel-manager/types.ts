import type { Business } from '../../../sync/protocol/index.ts'

/*
 * A channel manager (spec 000 §3 Business.integration, §4 "Stays are synced from the booking
 * system", §7 api/otasync/synchronizeRooms|synchronizeStays): the hotel's booking system, which
 * holds the rooms it sells and the bookings made for them. Each named integration (OTASync, Opera,
 * Prosoft) is an adapter with this interface; the sync (rooms.ts, stays.ts) never sees the wire.
 */

/** The integrations a business can name that have a peer behind them. */
export type ChannelIntegration = Exclude<Business['integration'], 'none'>

/** A room as the channel manager sells it. */
export interface ChannelRoom {
  /** The room's id in the channel manager (stored as the room's `external_id`). */
  externalId: string
  name: string
  /** Absent: the channel manager does not say (the room's type is left as it is). */
  type?: string
}

/** A booking of a room: a stay to be, or one to take back (`cancelled`). */
export interface ChannelBooking {
  /** The booking's id in the channel manager (stored as the stay's `external_id`). */
  externalId: string
  /** At least one of the two names the room; the sync matches the room by name (spec §3). */
  roomExternalId?: string
  roomName?: string
  /** `YYYY-MM-DD` */
  checkIn: string
  /** `YYYY-MM-DD`, not before `checkIn` once checked (a day use has both the same). */
  checkout: string
  guestName?: string
  status: 'confirmed' | 'cancelled'
}

export interface ChannelManager {
  readonly integration: ChannelIntegration
  /** The name people know it by ("OTASync"), for messages. */
  readonly label: string
  listRooms(): Promise<ChannelRoom[]>
  /** Bookings whose stay touches the days `from` to `to` (`YYYY-MM-DD`), cancelled ones too. */
  listBookings(from: string, to: string): Promise<ChannelBooking[]>
}

/**
 * Why a channel manager could not be used: the business names none, the server has no address
 * for it, or the peer failed (could not be reached, took too long, refused, answered nonsense).
 */
export type ChannelFailure =
  'no_integration' | 'not_configured' | 'unreachable' | 'timeout' | 'refused' | 'bad_reply'

export class ChannelManagerError extends Error {
  constructor(
    readonly failure: ChannelFailure,
    message: string,
  ) {
    super(message)
    this.name = 'ChannelManagerError'
  }
}
