import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HistoryKind } from '../../../sync/online.ts'

/** The history's fixed texts (catalog staff-history). Order statuses: STATUS_TEXTS (staff). */

export const TAB_LABEL: Record<HistoryKind, MessageDescriptor> = {
  orders: msg`Orders`,
  reservations: msg`Reservations`,
  stays: msg`Stays`,
  appointments: msg`Appointments`,
}

export const RESERVATION_STATUS_LABEL: Record<string, MessageDescriptor> = {
  Pending: msg`Waiting`,
  Accepted: msg`Accepted`,
  Declined: msg`Declined`,
  Canceled: msg`Canceled`,
  Active: msg`Guest arrived`,
  Noshow: msg`No-show`,
  Room: msg`On the room bill`,
  Finished: msg`Finished`,
}

/** A spa appointment's statuses: a reservation's, and paid. */
export const APPOINTMENT_STATUS_LABEL: Record<string, MessageDescriptor> = {
  ...RESERVATION_STATUS_LABEL,
  Paid: msg`Paid`,
}

export const STAY_STATUS_LABEL: Record<string, MessageDescriptor> = {
  planned: msg`Booked`,
  active: msg`In the house`,
  checked_out: msg`Checked out`,
}

export const ORIGIN_LABEL: Record<string, MessageDescriptor> = {
  Room: msg`From a room`,
  External: msg`From a guest’s phone or the web`,
  Reception: msg`By staff`,
}

export const TYPE_LABEL: Record<string, MessageDescriptor> = {
  table: msg`Table orders`,
  room: msg`Room orders`,
}
