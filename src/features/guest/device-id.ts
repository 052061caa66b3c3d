/**
 * A table guest's own random device id (the order's user_id and the socket's Guest init): kept in
 * localStorage so the phone finds its orders again after a reload.
 */
const KEY = 'guestDeviceId'

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function deviceId(): string {
  try {
    const held = localStorage.getItem(KEY)
    if (held && /^[0-9a-f]{32}$/.test(held)) return held
    const made = randomId()
    localStorage.setItem(KEY, made)
    return made
  } catch {
    // Storage unavailable (private mode): an id for this page only.
    return (memo ??= randomId())
  }
}

let memo: string | undefined
