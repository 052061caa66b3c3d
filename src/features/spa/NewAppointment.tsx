import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import type { Employee } from '../../../sync/protocol/index.ts'
import type { Locale } from '../../app/locale.ts'
import { timeFormat } from '../../lib/dates.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { textIn } from '../menu/menu-model.ts'
import { LabelledInput, LabelledSelect } from '../../ui/Labelled.tsx'
import type { useSpaAction } from './mutations.ts'
import {
  createPayload,
  dayField,
  deviceFreeSlots,
  formProblems,
  maxGuests,
  needsTherapist,
  type FormField,
  type FormProblem,
  type NewAppointmentForm,
  type SpaData,
} from './spa-booking.ts'
import { fullName } from './spa-model.ts'

interface NewAppointmentProps {
  open: boolean
  data: SpaData
  businessId: string
  therapists: readonly Employee[]
  locale: Locale
  intl: readonly string[]
  act: ReturnType<typeof useSpaAction>
  onClose: () => void
}

const EMPTY: NewAppointmentForm = {
  treatmentId: '',
  day: '',
  at: '',
  persons: 1,
  therapistId: '',
  name: '',
  phone: '',
  email: '',
  note: '',
}

/**
 * A new appointment (reservationsWrite only; spec §5: every field required): the treatment (its
 * room and length follow), the day, the guests, a free slot from this device's data (works
 * offline), a therapist free then, the guest's name and phone. Queued as one create.
 */
export function NewAppointment(props: NewAppointmentProps) {
  const { t } = useLingui()
  const [form, setForm] = useState<NewAppointmentForm>(() => ({
    ...EMPTY,
    day: dayField(Date.now(), props.data.zone),
  }))
  // Today's slots start after the moment the form opened (it opens afresh for each booking).
  const [openedAt] = useState(() => Date.now())
  // Problems show from the first try to book on, and follow the fields as they are put right.
  const [tried, setTried] = useState(false)
  const set = (patch: Partial<NewAppointmentForm>) => setForm((f) => ({ ...f, ...patch }))
  const { data } = props
  const treatment = data.treatments.find((x) => x._id === form.treatmentId)
  const room = treatment ? data.rooms.find((r) => r._id === treatment.room_id) : undefined
  const slots = useMemo(
    () =>
      treatment && form.day
        ? deviceFreeSlots(data, treatment, form.day, form.persons, openedAt)
        : [],
    [data, treatment, form.day, form.persons, openedAt],
  )
  const slot = slots.find((s) => s.at === form.at)
  const roomName = room ? textIn(room.name, props.locale) : ''
  const minutes = treatment?.length ?? 0
  const names = new Map(props.therapists.map((e) => [e._id, fullName(e)]))
  const clock = timeFormat(
    props.intl,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    data.zone,
  )
  const problemText: Record<FormProblem, string> = {
    required: t`Required.`,
    invalid: t`Not valid.`,
    tooMany: t`Too many guests for this treatment.`,
  }
  const problems: Partial<Record<FormField, FormProblem>> = tried ? formProblems(form, data) : {}
  if (tried && form.at && !slot) problems.at = 'required'
  const error = (field: FormField) => {
    const problem = problems[field]
    return problem ? problemText[problem] : undefined
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    const found = formProblems(form, data)
    if (form.at && !slot) found.at = 'required'
    if (Object.keys(found).length > 0) return
    void props
      .act(
        'spaAppointment.create',
        createPayload(form, data, props.businessId, crypto.randomUUID()),
      )
      .then((queued) => {
        if (!queued) return
        props.onClose()
      })
  }

  const byRoom = data.rooms.map((r) => ({
    room: r,
    items: data.treatments.filter((x) => x.room_id === r._id),
  }))
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t`New appointment`}>
      <form className="spa-new" onSubmit={submit} noValidate aria-label={t`New appointment`}>
        <LabelledSelect
          label={t`Treatment`}
          error={error('treatment')}
          value={form.treatmentId}
          onChange={(e) => set({ treatmentId: e.target.value, at: '', therapistId: '' })}
        >
          <option value="">{t`Choose a treatment`}</option>
          {byRoom.map(({ room: r, items }) => (
            <optgroup key={r._id} label={textIn(r.name, props.locale)}>
              {items.map((x) => (
                <option key={x._id} value={x._id}>
                  {textIn(x.name, props.locale)}
                </option>
              ))}
            </optgroup>
          ))}
        </LabelledSelect>
        {treatment ? (
          <p className="spa-new__facts">
            <Trans>
              Spa room: {roomName} · {minutes} minutes
            </Trans>
          </p>
        ) : null}
        <div className="spa-new__pair">
          <LabelledInput
            label={t`Date`}
            error={error('day')}
            type="date"
            value={form.day}
            onChange={(e) => set({ day: e.target.value, at: '', therapistId: '' })}
          />
          <LabelledInput
            label={t`Guests`}
            error={error('persons')}
            type="number"
            min={1}
            max={treatment ? maxGuests(data, treatment) : undefined}
            value={form.persons}
            onChange={(e) => set({ persons: Number(e.target.value), at: '', therapistId: '' })}
          />
        </div>
        <LabelledSelect
          label={t`Free time`}
          error={error('at')}
          value={form.at}
          onChange={(e) => set({ at: e.target.value, therapistId: '' })}
        >
          <option value="">
            {!treatment
              ? t`Choose a treatment first`
              : slots.length === 0
                ? t`No free time that day`
                : t`Choose a time`}
          </option>
          {slots.map((s) => (
            <option key={s.at} value={s.at}>
              {clock.format(Date.parse(s.at))}
            </option>
          ))}
        </LabelledSelect>
        {treatment && needsTherapist(data, treatment) ? (
          <LabelledSelect
            label={t`Therapist`}
            error={error('therapist')}
            value={form.therapistId}
            onChange={(e) => set({ therapistId: e.target.value })}
          >
            <option value="">{slot ? t`Choose a therapist` : t`Choose a time first`}</option>
            {(slot?.therapists ?? []).map((id) => (
              <option key={id} value={id}>
                {names.get(id) ?? id}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
        <LabelledInput
          label={t`Guest's name`}
          error={error('name')}
          value={form.name}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
        <div className="spa-new__pair">
          <LabelledInput
            label={t`Phone`}
            error={error('phone')}
            type="tel"
            value={form.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
          <LabelledInput
            label={t`E-mail (optional)`}
            error={error('email')}
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </div>
        <LabelledInput
          label={t`Note (optional)`}
          value={form.note}
          maxLength={500}
          onChange={(e) => set({ note: e.target.value })}
        />
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary">
            <Trans>Book</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}
