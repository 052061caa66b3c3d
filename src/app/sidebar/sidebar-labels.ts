import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SidebarLabel } from './sidebar-entries.ts'

/** The translated text of each sidebar entry. */
export const SIDEBAR_LABELS: Record<SidebarLabel, MessageDescriptor> = {
  orders: msg`Orders`,
  reservations: msg`Reservations`,
  chat: msg`Chat`,
  timeline: msg`Timeline`,
  treatments: msg`Treatments`,
  shiftSchedule: msg`Shift schedule`,
  history: msg`History`,
  menu: msg`Menu`,
  tables: msg`Tables`,
  rooms: msg`Rooms`,
  guests: msg`Guests`,
  amenities: msg`Amenities`,
  repair: msg`Repair`,
  qr: msg`QR codes`,
  info: msg`Info`,
  kitchen: msg`Kitchen`,
  workers: msg`Workers`,
  edit: msg({ message: 'Edit', context: 'navigation' }),
  promotions: msg`Promotions`,
  discounts: msg`Discounts`,
  surveys: msg`Surveys`,
  analytics: msg`Analytics`,
  logout: msg`Log out`,
}
