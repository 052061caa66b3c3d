/** The guest profile's calls (docs/api.md, Guest accounts) and the stored guest e-mail. */
import type { GuestProfile } from '../../../../sync/protocol/rules/guest-profile.ts'
import { FormatError, HttpError, request } from '../http.ts'

const ACCESS = '/api/v2/access'
/** localStorage key of the signed-in guest's e-mail (spec section 9). */
export const GUEST_EMAIL_KEY = 'guestEmail'

function check(profile: GuestProfile, what: string): GuestProfile {
  if (typeof profile?._id !== 'string' || !Array.isArray(profile.allergies)) {
    throw new FormatError(what)
  }
  return profile
}

export function storeGuestEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(GUEST_EMAIL_KEY, email)
    else localStorage.removeItem(GUEST_EMAIL_KEY)
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

export function storedGuestEmail(): string {
  try {
    return localStorage.getItem(GUEST_EMAIL_KEY) ?? ''
  } catch {
    return ''
  }
}

/** The signed-in guest, or null; a 400 or 401 removes the stored e-mail (spec section 8). */
export async function getGuest(signal?: AbortSignal): Promise<GuestProfile | null> {
  try {
    const profile = check(
      await request<GuestProfile>('GET', `${ACCESS}/getGuest`, signal ? { signal } : {}),
      'getGuest',
    )
    storeGuestEmail(profile.email)
    return profile
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 401)) {
      storeGuestEmail(null)
      return null
    }
    throw error
  }
}

export async function registerGuest(email: string, password: string): Promise<void> {
  await request<{ ok: true }>('POST', `${ACCESS}/registerGuest`, { body: { email, password } })
}

export async function loginGuest(email: string, password: string): Promise<GuestProfile> {
  const profile = check(
    await request<GuestProfile>('POST', `${ACCESS}/loginGuest/`, { body: { email, password } }),
    'loginGuest',
  )
  storeGuestEmail(profile.email)
  return profile
}

export async function updateGuest(body: Record<string, unknown>): Promise<GuestProfile> {
  const profile = check(
    await request<GuestProfile>('PUT', `${ACCESS}/updateGuest`, { body }),
    'updateGuest',
  )
  storeGuestEmail(profile.email)
  return profile
}

/** Signs out of the profile only; the room code stays. */
export async function logoutGuest(): Promise<void> {
  await request<{ ok: true }>('GET', `${ACCESS}/guestLogout?only=profile`)
  storeGuestEmail(null)
}
