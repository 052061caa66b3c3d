/**
 * The booking form shared by the room guest's and the public page: contact, guests, date and a
 * free slot; a positional service then goes to the table chooser, any other is booked at once;
 * success opens the popup with the e-mail.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react'
import type { Service } from '../../../sync/protocol/service.ts'
import { bookingDays, todayOf } from './booking-days.ts'
import { ContactFields } from './ContactFields.tsx'
import { guestCountOptions, submitProblem, type BookingForm } from './form-rules.ts'
import { ProblemText } from './ProblemText.tsx'
import { getTablesAt, type TableAt } from './reservation-api.ts'
import { clearChoice } from './seat-chooser.ts'
import { keepSlot, slotChoices, wireClock } from './slot-list.ts'
import { SlotPicker } from './SlotPicker.tsx'
import { useContactPrefill } from './use-contact-prefill.ts'
import { useBook, type BookingPlace } from './use-book.ts'
import { useCapacity } from './use-capacity.ts'
import { useDayLabel } from './use-day-label.ts'
import { useSlots } from './use-slots.ts'
import { bookingProblemOf, reopensOf } from './booking-problem.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

// Shown only after the form is filled in: not part of the page's first load.
const TableChooser = lazy(async () => ({
  default: (await import('./TableChooser.tsx')).TableChooser,
}))
const ReservationSent = lazy(async () => ({
  default: (await import('./ReservationSent.tsx')).ReservationSent,
}))

type BookingFlowProps = {
  place: BookingPlace
  service: Service
  onClosed: (reopens: string | null) => void
  onNotFound: () => void
  onSignedOut?: () => void
}

export function BookingFlow({
  place,
  service,
  onClosed,
  onNotFound,
  onSignedOut,
}: BookingFlowProps) {
  const dayLabel = useDayLabel()
  const [now, setNow] = useState(() => Date.now())
  const zone = useHotelZone()
  const days = useMemo(
    () => bookingDays(place.audience, todayOf(now, zone), service.options.closedBetween),
    [place.audience, now, zone, service.options],
  )
  const [form, setForm] = useState<BookingForm>({
    surname: '',
    phone: '',
    email: '',
    guests: 2,
    slot: null,
  })
  const [pickedDay, setDay] = useState<string | null>(null)
  const day = pickedDay !== null && days.includes(pickedDay) ? pickedDay : (days[0] ?? null)
  const capacity = useCapacity(service._id, days[0] ?? null)
  const counts = guestCountOptions(capacity, place.audience === 'public')
  const guests = Math.min(form.guests, counts.at(-1) ?? form.guests)
  const slots = useSlots(service._id, day, guests)
  const choices = useMemo(
    () => (slots.slots ? slotChoices(slots.slots, now) : null),
    [slots.slots, now],
  )
  const slot = choices ? keepSlot(choices, form.slot) : null

  const positional = service.options.positional === true
  const [tables, setTables] = useState<TableAt[] | null>(null)
  const [chosen, setChosen] = useState<TableAt[]>([])
  const [loadingTables, setLoadingTables] = useState(false)
  const booking = useBook(place, onClosed)
  const { problem, setProblem } = booking

  useEffect(() => {
    if (problem === 'session') onSignedOut?.()
  }, [problem, onSignedOut])
  useContactPrefill(place.audience === 'guest', setForm)
  useEffect(() => {
    // The service closed or stopped taking bookings while the page was open.
    const why = slots.error ? bookingProblemOf(slots.error) : null
    if (why === 'closed') onClosed(reopensOf(slots.error))
    if (why === 'notFound') onNotFound()
  }, [slots.error, onClosed, onNotFound])
  useEffect(() => {
    if (problem === 'notFound') onNotFound()
  }, [problem, onNotFound])

  const change = (field: keyof BookingForm, value: string | number | null) => {
    setForm((f) => ({ ...f, [field]: value }))
    setProblem(null)
  }

  const ready = { ...form, guests, slot }
  const summary =
    day && slot && choices
      ? `${dayLabel(day)} · ${choices.find((c) => c.at === slot)?.label ?? ''}`
      : ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    const why = submitProblem(ready)
    if (why || slot === null || day === null) return setProblem(why ?? 'invalidReq')
    if (!positional) return booking.book({ ...ready, slot }, [])
    setLoadingTables(true)
    setProblem(null)
    try {
      setTables(await getTablesAt(service._id, day, wireClock(slot)))
      setChosen(clearChoice())
    } catch (error) {
      setProblem(bookingProblemOf(error))
    } finally {
      setLoadingTables(false)
    }
  }

  function back() {
    setChosen(clearChoice())
    setTables(null)
    setProblem(null)
  }

  function done() {
    booking.dismiss()
    setChosen(clearChoice())
    setTables(null)
    setForm((f) => ({ ...f, slot: null }))
    setNow(Date.now())
    slots.retry()
  }

  const alert = problem ? (
    <p className="g-alert" role="alert">
      <ProblemText problem={problem} />
    </p>
  ) : null

  const sentPopup = booking.sent ? (
    <Suspense fallback={null}>
      <ReservationSent
        email={booking.sent.email || form.email.trim()}
        summary={summary}
        onClose={done}
      />
    </Suspense>
  ) : null

  if (tables && slot) {
    return (
      <div>
        <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
          <TableChooser
            tables={tables}
            guests={guests}
            chosen={chosen}
            onChange={setChosen}
            summary={
              <>
                <Plural value={guests} one="# guest" other="# guests" /> · {summary}
              </>
            }
            sending={booking.sending}
            onBack={back}
            onFinish={() =>
              void booking.book(
                { ...ready, slot },
                chosen.map((c) => c._id),
              )
            }
          />
        </Suspense>
        {alert}
        {sentPopup}
      </div>
    )
  }

  return (
    <form className="g-card r-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="r-row">
        <label className="g-field">
          <span>
            <Trans context="party size">Guests</Trans>
          </span>
          <select
            className="g-input"
            name="guests"
            value={guests}
            onChange={(e) => change('guests', Number(e.target.value))}
          >
            {counts.map((n) => (
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
      {/* Party, day and time first (what decides whether there is a table), then who. */}
      <ContactFields
        surname={form.surname}
        phone={form.phone}
        email={form.email}
        onChange={change}
      />
      {alert}
      <button
        type="submit"
        className="g-btn g-btn-primary g-btn-block"
        disabled={booking.sending || loadingTables}
      >
        {positional ? <Trans>Choose tables</Trans> : <Trans>Reserve</Trans>}
      </button>
      {sentPopup}
    </form>
  )
}
