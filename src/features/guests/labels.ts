import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GuestSortField, StayStatus } from '../../../sync/protocol/index.ts'
import { GENDER_LABEL } from '../guest/profile/profile-labels.ts'

/**
 * The guests screens' fixed texts. The guest profile's own values (genders, allergies, food
 * preferences, preferences) are labelled as the guest's profile labels them
 * (guest/profile/profile-labels.ts, catalog guest-profile, which these routes load too).
 */

export const COLUMN_LABEL: Record<GuestSortField, MessageDescriptor> = {
  name: msg({ message: 'Name', context: 'person' }),
  country: msg`Country`,
  email: msg`E-mail`,
  gender: msg`Gender`,
  createdAt: msg`Guest since`,
  rooms: msg`Rooms`,
  stays: msg`Stays`,
  last_stay: msg`Last stay`,
}

export const STAY_STATUS_LABEL: Record<StayStatus, MessageDescriptor> = {
  planned: msg`Booked`,
  active: msg`In the house`,
  checked_out: msg`Checked out`,
}

/** A stored value in the reader's language when the profile knows it, else as stored. */
export function labelOf(
  i18n: I18n,
  labels: Partial<Record<string, MessageDescriptor>>,
  value: string | null,
): string {
  if (!value) return ''
  const label = labels[value]
  return label ? i18n._(label) : value
}

export const genderText = (i18n: I18n, gender: string | null) => labelOf(i18n, GENDER_LABEL, gender)
