import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { todayIn } from '../../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../../sync/protocol/index.ts'
import { showToast } from '../../../app/notifications/toast-store.ts'
import { engine } from '../../../app/staff/engine.ts'
import { useInHouseStays } from '../../../app/staff/shared-queries.ts'
import { useSyncStatus } from '../../../app/staff/use-sync-status.ts'
import { timeFormat } from '../../../lib/dates.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { LabelledInput, LabelledSelect } from '../../../ui/Labelled.tsx'
import {
  deskPayload,
  deskProblems,
  deskSlots,
  freeTables,
  chooseTables,
  type DeskData,
  type DeskField,
  type DeskForm,
  type DeskProblem,
} from '../desk-booking.ts'
import { useDeskRows } from './desk-data.ts'
import { RefusedBooking } from './RefusedBooking.tsx'
import { TableChoice } from './TableChoice.tsx'
import { useSendState } from './use-send-state.ts'
import './new-reservation.css'
import { useServiceName } from '../../../app/staff/use-service-name.ts'

/** Where the form starts: a service, and from the timeline or the floor plan a time and tables. */
export interface NewReservationStart {
  serviceId: string
  at?: number
  tableIds?: readonly string[]
}

interface NewReservationProps {
  /** The services the desk may book (reservationsWrite, taking table reservations). */
  services: readonly Service[]
  start: NewReservationStart
  businessId: string
  zone: string
  intl: readonly string[]
  onClose: () => void
}

/** How long an online desk waits for the server's answer before it leaves it to the outbox. */
const ANSWER_WAIT_MS = 4000

/**
 * A reservation the desk takes by phone or at the door (spec 001 §2, reservations): guests, day,
 * a free quarter hour, the tables (positional services: the ones free then, the smallest that
 * seats the party chosen), the guest's name and contact, a room when they stay with us, a note.
 * Accepted at once and queued (works offline). While online the form waits for the server: a
 * table another device took meanwhile is refused with the booking that holds it, and the form
 * offers the next free times.
 */
export function NewReservation(props: NewReservationProps) {
  const { t } = useLingui()
  const nameOf = useServiceName()
  const [openedAt] = useState(() => Date.now())
  const [draft, setDraft] = useState<DeskForm>(() => initialForm(props.start, props.zone, openedAt))
  // The tables the desk picked itself; until then (and after a new time or party) the form picks
  // the table it started from (timeline, floor plan) while it is free, else the ones that seat
  // the party.
  const [picked, setPicked] = useState(false)
  const [preferred] = useState(() => props.start.tableIds ?? [])
  const [tried, setTried] = useState(false)
  const [sentId, setSentId] = useState<string | null>(null)
  const status = useSyncStatus()
  const send = useSendState(sentId)
  const rows = useDeskRows(draft.serviceId)
  const inHouse = useInHouseStays()
  const service = props.services.find((s) => s._id === draft.serviceId)
  const data: DeskData | null = useMemo(
    () =>
      rows && service
        ? { service, tables: rows.tables, reservations: rows.reservations, zone: props.zone }
        : null,
    [rows, service, props.zone],
  )
  const positional = service?.options.positional === true
  const slots = useMemo(
    () => (data && draft.day ? deskSlots(data, draft.day, draft.guests, openedAt) : []),
    [data, draft.day, draft.guests, openedAt],
  )
  const at = Date.parse(draft.at)
  const free = useMemo(
    () => (data && positional && !Number.isNaN(at) ? freeTables(data, at, draft.guests) : []),
    [data, positional, at, draft.guests],
  )
  const form: DeskForm = picked
    ? draft
    : { ...draft, tableIds: chooseTables(free, draft.guests, preferred) }
  const { onClose } = props

  // The server's answer: taken -> close; still waiting offline or after a while -> the outbox
  // has it (the board marks it waiting); refused -> the form says why and offers other times.
  useEffect(() => {
    if (!send || send.kind === 'refused') return
    if (send.kind === 'sent') {
      showToast(t`Reservation booked.`)
      onClose()
      return
    }
    const later = () => {
      showToast(t`Reservation saved on this device. It is sent when the connection returns.`)
      onClose()
    }
    if (!status.online) return later()
    const timer = setTimeout(later, ANSWER_WAIT_MS)
    return () => clearTimeout(timer)
  }, [send, status.online, onClose, t])

  const set = (patch: Partial<DeskForm>) => setDraft((f) => ({ ...f, ...patch }))
  /** A new time, day, party or service: the form picks the tables again. */
  const reset = (patch: Partial<DeskForm>) => {
    setPicked(false)
    set({ ...patch, tableIds: [] })
  }
  const clock = timeFormat(
    props.intl,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    props.zone,
  )
  const problemText: Record<DeskProblem, string> = {
    required: t`Required.`,
    invalid: t`Not valid.`,
    taken: t`Not free at that time any more: choose again.`,
    tooFewSeats: t`These tables seat fewer guests than the party.`,
  }
  const problems = tried && data ? deskProblems(form, data, openedAt) : {}
  const error = (field: DeskField) => {
    const problem = problems[field]
    return problem ? problemText[problem] : undefined
  }
  const waiting = send?.kind === 'waiting'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!data || waiting) return
    setTried(true)
    if (Object.keys(deskProblems(form, data, openedAt)).length > 0) return
    const id = crypto.randomUUID()
    engine
      .enqueue('reservation.create', deskPayload(form, data, props.businessId, id))
      .then(() => setSentId(id))
      .catch((error: unknown) => {
        console.error('Booking could not be queued', error)
        showToast(t`The reservation could not be saved on this device.`, 'attention')
      })
  }

  const retryAt = (slot: number) => {
    if (send?.kind === 'refused') void engine.discard(send.row.id)
    setSentId(null)
    reset({ at: new Date(slot).toISOString() })
  }

  return (
    <Dialog open onClose={onClose} title={t`New reservation`}>
      <form className="desk-new" onSubmit={submit} noValidate aria-label={t`New reservation`}>
        {props.services.length > 1 ? (
          <LabelledSelect
            label={t`Service`}
            value={form.serviceId}
            onChange={(e) => reset({ serviceId: e.target.value, at: '' })}
          >
            {props.services.map((s) => (
              <option key={s._id} value={s._id}>
                {nameOf(s)}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
        <div className="desk-new__pair">
          <LabelledInput
            label={t`Guests`}
            error={error('guests')}
            type="number"
            min={1}
            max={500}
            value={Number.isNaN(form.guests) ? '' : form.guests}
            onChange={(e) => reset({ guests: e.target.valueAsNumber })}
          />
          <LabelledInput
            label={t`Date`}
            error={error('day')}
            type="date"
            value={form.day}
            onChange={(e) => reset({ day: e.target.value, at: '' })}
          />
        </div>
        <LabelledSelect
          label={t`Time`}
          error={error('at')}
          value={form.at}
          onChange={(e) => reset({ at: e.target.value })}
        >
          <option value="">
            {slots.length === 0 ? t`No time can be booked that day` : t`Choose a time`}
          </option>
          {slots.map((s) => {
            const value = new Date(s.at).toISOString()
            const time = clock.format(s.at)
            return (
              <option key={s.at} value={value} disabled={!s.available && value !== form.at}>
                {s.available ? time : t`${time} (full)`}
              </option>
            )
          })}
        </LabelledSelect>
        {positional && form.at ? (
          <TableChoice
            free={free}
            chosen={form.tableIds}
            guests={form.guests}
            error={error('tables')}
            onChange={(tableIds) => {
              setPicked(true)
              set({ tableIds })
            }}
          />
        ) : null}
        <LabelledInput
          label={t`Guest's name`}
          error={error('name')}
          value={form.name}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
        <div className="desk-new__pair">
          <LabelledInput
            label={t`Phone (optional)`}
            error={error('phone')}
            type="tel"
            value={form.phone}
            maxLength={40}
            onChange={(e) => set({ phone: e.target.value })}
          />
          <LabelledInput
            label={t`E-mail (optional)`}
            error={error('email')}
            type="email"
            value={form.email}
            maxLength={254}
            onChange={(e) => set({ email: e.target.value })}
          />
        </div>
        {inHouse && inHouse.length > 0 ? (
          <LabelledSelect
            label={t`Staying at the hotel`}
            value={form.roomId}
            onChange={(e) => {
              const stay = inHouse.find((s) => s.room_id === e.target.value)
              set({
                roomId: e.target.value,
                ...(stay?.guest_name && !form.name.trim() ? { name: stay.guest_name } : {}),
              })
            }}
          >
            <option value="">{t`Not a hotel guest`}</option>
            {inHouse.map((s) => {
              const room = s.room_name
              const guest = s.guest_name
              return (
                <option key={s._id} value={s.room_id}>
                  {guest ? t`Room ${room} · ${guest}` : t`Room ${room}`}
                </option>
              )
            })}
          </LabelledSelect>
        ) : null}
        <LabelledInput
          label={t`Note (optional)`}
          value={form.note}
          maxLength={500}
          onChange={(e) => set({ note: e.target.value })}
        />
        {send?.kind === 'refused' && data ? (
          <RefusedBooking
            row={send.row}
            data={data}
            form={form}
            now={openedAt}
            format={(slot) => clock.format(slot)}
            onChoose={retryAt}
          />
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!data || waiting}>
            {waiting ? <Trans>Booking…</Trans> : <Trans>Book</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function initialForm(start: NewReservationStart, zone: string, now: number): DeskForm {
  return {
    serviceId: start.serviceId,
    day: todayIn(zone, start.at ?? now),
    at: start.at !== undefined ? new Date(start.at).toISOString() : '',
    guests: 2,
    tableIds: start.tableIds ?? [],
    name: '',
    phone: '',
    email: '',
    note: '',
    roomId: '',
  }
}
