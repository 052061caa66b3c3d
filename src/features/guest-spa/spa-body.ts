/**
 * The reserveAppointment request of a spa booking (docs/api.md, Spa): the treatment, the slot,
 * the party, the chosen therapist (none: the spa assigns one) and the contact details. A demo
 * page's booking carries `demo: true` and is never sent (orderDisabled).
 */
import type { CreateSpaAppointmentBody } from '../../../sync/protocol/spa.ts'
import type { BookingForm } from '../guest-reservation/form-rules.ts'

export interface SpaChoice {
  treatmentId: string
  /** The chosen therapist's id, or null: no preference. */
  therapist: string | null
  /** The answer to the service's survey before usage, when one was asked. */
  surveyAnswerId?: string | null
}

export function spaBookingBody(
  form: BookingForm & { slot: string },
  choice: SpaChoice,
  place: { businessId: string; id: string },
): CreateSpaAppointmentBody & { _id: string } {
  const body: CreateSpaAppointmentBody & { _id: string } = {
    _id: place.id,
    business_id: place.businessId,
    spa_service_id: choice.treatmentId,
    time: form.slot,
    persons: form.guests,
    name: form.surname.trim(),
    email: form.email.trim(),
  }
  if (form.phone.trim() !== '') body.phone_number = form.phone.trim()
  if (choice.therapist !== null) body.Therapist = choice.therapist
  if (choice.surveyAnswerId) body.survey_answer_id = choice.surveyAnswerId
  return body
}
