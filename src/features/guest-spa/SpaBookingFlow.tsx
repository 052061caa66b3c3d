/**
 * Booking one treatment (spec 001 §2): persons (1 to the treatment's limit), a day (a room guest
 * today to +10 days, the public the next 7 open days), a free slot from the server, a therapist
 * where the treatment needs one (or no preference), then the contact details (checked as the
 * table booking checks them: invalidEmail and invalidPhone on change, invalidReq on submit).
 * Success opens the popup with the e-mail; a slot someone else took meanwhile is said clearly and
 * the free slots are read again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { LazySurveyForm } from '../guest-survey/lazy.ts'
import { useSurveyGate } from '../guest-survey/use-survey-gate.ts'
import { useContactPrefill } from '../guest-reservation/use-contact-prefill.ts'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import type { SpaAppointment, SpaRoom, SpaTreatment } from '../../../sync/protocol/spa.ts'
import { isTherapistDriven } from '../../../sync/protocol/rules/index.ts'
import { bookingDays, todayOf, type Audience } from '../guest-reservation/booking-days.ts'
import { bookingProblemOf, reopensOf } from '../guest-reservation/booking-problem.ts'
import { ContactFields } from '../guest-reservation/ContactFields.tsx'
import { submitProblem, type BookingForm } from '../guest-reservation/form-rules.ts'
import { keepSlot, slotChoices } from '../guest-reservation/slot-list.ts'
import { SlotPicker } from '../guest-reservation/SlotPicker.tsx'
import { useDayLabel } from '../guest-reservation/use-day-label.ts'
import { personOptions } from './persons.ts'
import type { SpaProblem } from './spa-problem.ts'
import { SpaProblemText } from './SpaProblemText.tsx'
import { TherapistPicker } from './TherapistPicker.tsx'
import { useReserve } from './use-reserve.ts'
import { useSpaSlots } from './use-spa-slots.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

const ReservationSent = lazy(async () => ({
  default: (await import('../guest-reservation/ReservationSent.tsx')).ReservationSent,
}))

type SpaBookingFlowProps = {
  audience: Audience
  demo: boolean
  service: Service
  treatment: SpaTreatment
  rooms: SpaRoom[]
  onClosed: (reopens: string | null) => void
  onNotFound: () => void
  onSignedOut?: () => void
  onBooked?: (appointment: SpaAppointment) => void
}

export function SpaBookingFlow(props: SpaBookingFlowProps) {
  const { audience, service, treatment, onClosed, onNotFound, onSignedOut } = props
  const dayLabel = useDayLabel()
  const { t } = useLingui()
  const [now, setNow] = useState(() => Date.now())
  const closedBetween = service.options.closedBetween
  const zone = useHotelZone()
  const days = useMemo(
    () => bookingDays(audience, todayOf(now, zone), closedBetween),
    [audience, now, zone, closedBetween],
  )
  const [form, setForm] = useState<BookingForm>({
    surname: '',
    phone: '',
    email: '',
    guests: 1,
    slot: null,
  })
  useContactPrefill(audience === 'guest', setForm)
  const [therapist, setTherapist] = useState<string | null>(null)
  const [pickedDay, setDay] = useState<string | null>(null)
  const day = pickedDay !== null && days.includes(pickedDay) ? pickedDay : (days[0] ?? null)
  const options = useMemo(() => personOptions(treatment, props.rooms), [treatment, props.rooms])
  const persons = Math.min(form.guests, options.at(-1) ?? 1)
  const slots = useSpaSlots(treatment._id, day, persons)
  const choices = useMemo(
    () => (slots.slots ? slotChoices(slots.slots, now) : null),
    [slots.slots, now],
  )
  const slot = choices ? keepSlot(choices, form.slot) : null
  const free = slots.slots?.find((s) => s.at === slot)?.therapists ?? []
  const needsTherapist = isTherapistDriven(treatment, service)
  const chosenTherapist = free.some((x) => x._id === therapist) ? therapist : null

  const place = useMemo(
    () => ({ businessId: service.business_id, demo: props.demo }),
    [service.business_id, props.demo],
  )
  const retrySlots = slots.retry
  // The chosen slot went to someone else: offer the free ones as they are now.
  const onSlotGone = useCallback(
    (why: SpaProblem) => {
      if (why !== 'therapist') setForm((f) => ({ ...f, slot: null }))
      retrySlots()
    },
    [retrySlots],
  )
  const gate = useSurveyGate(service._id, audience === 'guest' && !props.demo)
  const booking = useReserve(place, onClosed, props.onBooked, onSlotGone, gate.ask)
  const { problem, setProblem } = booking

  useEffect(() => {
    if (problem === 'session') onSignedOut?.()
    if (problem === 'notFound') onNotFound()
  }, [problem, onSignedOut, onNotFound])
  useEffect(() => {
    // The spa closed or stopped taking bookings while the page was open.
    const why = slots.error ? bookingProblemOf(slots.error) : null
    if (why === 'closed') onClosed(reopensOf(slots.error))
    if (why === 'notFound') onNotFound()
  }, [slots.error, onClosed, onNotFound])

  const change = (field: keyof BookingForm, value: string | number | null) => {
    setForm((f) => ({ ...f, [field]: value }))
    setProblem(null)
  }
  const ready = { ...form, guests: persons, slot }
  const summary =
    day && slot && choices
      ? `${dayLabel(day)} · ${choices.find((c) => c.at === slot)?.label ?? ''}`
      : ''

  function submit(event: FormEvent) {
    event.preventDefault()
    const why = submitProblem(ready)
    if (why || slot === null) return setProblem(why ?? 'invalidReq')
    void booking.reserve(
      { ...ready, slot },
      { treatmentId: treatment._id, therapist: chosenTherapist, surveyAnswerId: gate.answerId },
    )
  }

  function done() {
    booking.dismiss()
    setForm((f) => ({ ...f, slot: null }))
    setTherapist(null)
    setNow(Date.now())
    retrySlots()
  }

  if (gate.checking) return <p className="g-loading" aria-busy="true" />
  if (gate.survey)
    return (
      <section aria-label={t`Survey before booking`}>
        <p className="g-muted">
          <Trans>Please answer this survey before you book.</Trans>
        </p>
        <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
          <LazySurveyForm
            key={gate.survey._id}
            survey={gate.survey}
            onAnswered={(answer) => gate.answered(answer?._id ?? null)}
          />
        </Suspense>
      </section>
    )

  return (
    <form className="g-card r-form" onSubmit={submit} noValidate aria-labelledby="s-form-h">
      <h3 id="s-form-h" className="s-form-h">
        <Trans>When</Trans>
      </h3>
      <div className="r-row">
        <label className="g-field">
          <span>
            <Trans>Persons</Trans>
          </span>
          <select
            className="g-input"
            name="persons"
            value={persons}
            onChange={(e) => change('guests', Number(e.target.value))}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="g-field">
          <span>
            <Trans>Date</Trans>
          </span>
          <select
            className="g-input"
            name="date"
            value={day ?? ''}
            onChange={(e) => {
              setDay(e.target.value)
              setProblem(null)
            }}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SlotPicker
        choices={day === null ? [] : choices}
        failed={slots.error !== null}
        retry={slots.retry}
        chosen={slot}
        onChoose={(at) => change('slot', at)}
      />
      {needsTherapist && slot !== null ? (
        <TherapistPicker
          therapists={free}
          chosen={chosenTherapist}
          onChoose={(id) => {
            setTherapist(id)
            setProblem(null)
          }}
        />
      ) : null}
      <h3 className="s-form-h">
        <Trans>Your details</Trans>
      </h3>
      <ContactFields
        surname={form.surname}
        phone={form.phone}
        email={form.email}
        onChange={change}
      />
      {problem ? (
        <p className="g-alert" role="alert">
          <SpaProblemText problem={problem} />
        </p>
      ) : null}
      <button type="submit" className="g-btn g-btn-primary g-btn-block" disabled={booking.sending}>
        <Trans>Book</Trans>
      </button>
      {booking.sent ? (
        <Suspense fallback={null}>
          <ReservationSent
            email={booking.sent.email || form.email.trim()}
            summary={summary}
            onClose={done}
          />
        </Suspense>
      ) : null}
    </form>
  )
}
