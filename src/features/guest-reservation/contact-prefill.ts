/**
 * The booking form's contact from the signed-in guest's profile (a room guest who keeps a guest
 * account): loaded on its own, after the form, so it adds nothing to the page's first JavaScript.
 */
import type { GuestProfile } from '../../../sync/protocol/rules/guest-profile.ts'
import { getGuest, storedGuestEmail } from '../guest/profile/profile-api.ts'

export interface Contact {
  surname: string
  phone: string
  email: string
}

/** The contact a profile gives: its last name (else first name), phone and e-mail. */
export function profileContact(profile: GuestProfile): Contact {
  return {
    surname: profile.last_name.trim() || profile.first_name.trim(),
    phone: profile.phone?.trim() ?? '',
    email: profile.email.trim(),
  }
}

/** Fields the guest left empty take the profile's; what they typed stays. */
export function fillContact<F extends Contact>(form: F, contact: Contact): F {
  return {
    ...form,
    surname: form.surname || contact.surname,
    phone: form.phone || contact.phone,
    email: form.email || contact.email,
  }
}

/** The signed-in guest's contact, or null (no guest account on this phone, or it is gone). */
export async function signedInContact(signal: AbortSignal): Promise<Contact | null> {
  if (!storedGuestEmail()) return null
  const profile = await getGuest(signal)
  return profile ? profileContact(profile) : null
}
