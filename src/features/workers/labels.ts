/** The workers screen's words for roles and permissions (stored as the protocol spells them). */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { PermissionName, WorkerRole } from '../../../sync/protocol/rules/index.ts'

export const ROLE_LABEL: Record<WorkerRole, MessageDescriptor> = {
  manager: msg`Manager`,
  reception: msg`Reception`,
  waiter: msg`Waiter`,
  kitchen: msg`Kitchen`,
  therapist: msg`Therapist`,
  housekeeping: msg`Housekeeping`,
}

/** A role in the reader's words; one the screen does not know is shown as stored. */
export const roleLabel = (i18n: I18n, role: string): string =>
  role in ROLE_LABEL ? i18n._(ROLE_LABEL[role as WorkerRole]) : role

/** The permission grid's columns, short, and what each lets the worker do. */
export const PERMISSION_LABEL: Record<PermissionName, MessageDescriptor> = {
  ordersRead: msg`Orders`,
  reservationsRead: msg`See bookings`,
  reservationsWrite: msg`Make bookings`,
  itemsWrite: msg`Edit menu`,
  shiftsRead: msg`See shifts`,
  shiftsWrite: msg`Plan shifts`,
}

export const PERMISSION_HINT: Record<PermissionName, MessageDescriptor> = {
  ordersRead: msg`Sees and handles the service's orders`,
  reservationsRead: msg`Sees the reservations or appointments`,
  reservationsWrite: msg`Books, accepts, moves and cancels them`,
  itemsWrite: msg`Changes the menu, treatments and tables`,
  shiftsRead: msg`Sees the shift schedule`,
  shiftsWrite: msg`Plans the shift schedule`,
}
