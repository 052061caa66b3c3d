/**
 * The booking form's checks (spec 000 §5, spec 001 §5): e-mail and phone are checked on change
 * (invalidEmail, invalidPhone, a red border); the submit is refused (invalidReq) when the e-mail
 * is invalid or empty, the guest count is 0 or less, the surname is empty or no slot is chosen.
 */
import {
  PUBLIC_MAX_GUESTS,
  isValidEmail,
  isValidPhone,
} from '../../../sync/protocol/rules/index.ts'

export type FieldProblem = 'invalidEmail' | 'invalidPhone'

export interface BookingForm {
  surname: string
  phone: string
  email: string
  guests: number
  /** The chosen slot (ISO instant), or null. */
  slot: string | null
}

/** The e-mail as typed: nothing to say while empty, else it must pass the e-mail check. */
export function emailProblem(email: string): FieldProblem | null {
  return email.trim() === '' || isValidEmail(email) ? null : 'invalidEmail'
}

/** The phone is optional; typed, it must pass the phone check. */
export function phoneProblem(phone: string): FieldProblem | null {
  return phone.trim() === '' || isValidPhone(phone) ? null : 'invalidPhone'
}

/** Whether the form may be sent: the spec's invalidReq cases, and a phone that fails its check. */
export function submitProblem(form: BookingForm): 'invalidReq' | 'invalidPhone' | null {
  if (
    form.email.trim() === '' ||
    !isValidEmail(form.email) ||
    !(form.guests > 0) ||
    form.surname.trim() === '' ||
    form.slot === null
  )
    return 'invalidReq'
  return phoneProblem(form.phone) === null ? null : 'invalidPhone'
}

/**
 * The guest counts offered: 1 to the capacity (a room guest: the service's seats), up to 15 on
 * the public form. A service without tables offers the public limit.
 */
export function guestCountOptions(capacity: number, publicForm: boolean): number[] {
  const limit = publicForm
    ? Math.min(PUBLIC_MAX_GUESTS, capacity > 0 ? capacity : PUBLIC_MAX_GUESTS)
    : capacity > 0
      ? capacity
      : PUBLIC_MAX_GUESTS
  return Array.from({ length: limit }, (_, i) => i + 1)
}
