import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Employee, UpdateSpaAppointmentBody } from '../../../sync/protocol/index.ts'
import { InputField, SelectField } from '../../ui/Field.tsx'
import type { useSpaAction } from './mutations.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { clockField, dayField, hotelInstant, onQuarterHour } from './spa-booking.ts'
import { fullName, type SpaEvent } from './spa-model.ts'

interface SpaMoveFormProps {
  event: SpaEvent
  therapists: readonly Employee[]
  act: ReturnType<typeof useSpaAction>
}

/**
 * The keyboard's way to move or resize an appointment (what a drag does on the calendar), or to
 * give it another therapist: one `spaAppointment.update`; the server checks the slot again.
 */
export function SpaMoveForm({ event, therapists, act }: SpaMoveFormProps) {
  const { t } = useLingui()
  const a = event.appointment
  const zone = useHotelZone()
  const [day, setDay] = useState(() => dayField(Date.parse(a.time), zone))
  const [clock, setClock] = useState(() => clockField(Date.parse(a.time), zone))
  const [length, setLength] = useState(String(a.length))
  const [therapist, setTherapist] = useState(a.Therapist ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const at = hotelInstant(day, clock, zone)
    const minutes = Number(length)
    if (at === null || !onQuarterHour(at)) {
      setProblem(t`Choose a start on a quarter hour (for example 9:00, 9:15, 9:30).`)
      return
    }
    if (!Number.isInteger(minutes) || minutes < 15 || minutes > 600 || minutes % 15 !== 0) {
      setProblem(t`The length is 15 to 600 minutes, in steps of 15.`)
      return
    }
    const change: UpdateSpaAppointmentBody = { _id: a._id }
    if (at !== Date.parse(a.time)) change.time = new Date(at).toISOString()
    if (minutes !== a.length) change.length = minutes
    if (therapist !== (a.Therapist ?? '')) change.Therapist = therapist || null
    if (Object.keys(change).length === 1) {
      setProblem(t`Nothing to change.`)
      return
    }
    setProblem(null)
    void act('spaAppointment.update', change)
  }

  return (
    <form className="spa-move" onSubmit={submit} aria-label={t`Move the appointment`} noValidate>
      <h3 className="spa-move__title">
        <Trans>Move or change</Trans>
      </h3>
      <div className="spa-move__fields">
        <InputField
          label={<Trans>Date</Trans>}
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <InputField
          label={<Trans>Time</Trans>}
          type="time"
          step={900}
          value={clock}
          onChange={(e) => setClock(e.target.value)}
        />
        <InputField
          label={<Trans>Length (minutes)</Trans>}
          type="number"
          min={15}
          max={600}
          step={15}
          value={length}
          onChange={(e) => setLength(e.target.value)}
        />
        <SelectField
          label={<Trans>Therapist</Trans>}
          value={therapist}
          onChange={(e) => setTherapist(e.target.value)}
        >
          <option value="">{t`No therapist`}</option>
          {therapists.map((e) => (
            <option key={e._id} value={e._id}>
              {fullName(e)}
            </option>
          ))}
        </SelectField>
      </div>
      {problem ? (
        <p id={problemId} className="spa-steps__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn">
        <Trans>Save the change</Trans>
      </button>
    </form>
  )
}
