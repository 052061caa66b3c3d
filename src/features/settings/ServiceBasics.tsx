import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { DAYS } from '../../../sync/protocol/rules/index.ts'
import type { ServiceField } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { InputField } from '../../ui/Field.tsx'
import { parseVatRate, serviceNamesProblems } from '../settings-legal/legal-draft.ts'
import { ServiceNamesFields } from '../settings-legal/ServiceNamesFields.tsx'
import { VatRateField } from '../settings-legal/VatRateField.tsx'
import type { Day, ServiceDraft } from './draft.ts'
import { PictureButton } from './PictureButton.tsx'
import { dayLabel } from './labels.ts'

/**
 * A clock time typed as `HH:MM` (spec: shifts and hours are HH:MM): a plain text field, lighter
 * to paint than 16 time pickers, checked on save (rules/settings.ts parseClock).
 */
export const CLOCK_INPUT = {
  inputMode: 'numeric',
  maxLength: 5,
  pattern: '[0-2][0-9]:[0-5][0-9]',
  autoComplete: 'off',
} as const

export type DraftChange = (change: (draft: ServiceDraft) => ServiceDraft) => void

/** A labelled on/off option. */
export function Toggle(props: {
  label: ReactNode
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <div className="settings-toggle">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  )
}

/** Name, description, e-mail, the e-mail request toggle and the picture of a service. */
export function ServiceBasics(props: {
  service: Service
  draft: ServiceDraft
  fields: Set<ServiceField>
  emailProblem: boolean
  /** After a refused save: show the names' and the VAT rate's problems. */
  showProblems: boolean
  onChange: DraftChange
}) {
  const { t } = useLingui()
  const { draft, fields, onChange, service } = props
  const serviceName = service.name
  const names = { en: draft.name, ...draft.names }
  return (
    <section id="settings-service" className="settings-card" aria-labelledby="settings-service-h">
      <h2 id="settings-service-h">
        <Trans>Service: {serviceName}</Trans>
      </h2>
      <div className="settings-grid">
        {fields.has('name') ? (
          <ServiceNamesFields
            value={names}
            problems={props.showProblems ? serviceNamesProblems(names) : {}}
            onChange={(v) =>
              onChange((d) => ({ ...d, name: v.en, names: { srb: v.srb, cro: v.cro } }))
            }
          />
        ) : null}
        {fields.has('name') ? (
          <VatRateField
            value={draft.vatRate}
            invalid={props.showProblems && parseVatRate(draft.vatRate) === null}
            onChange={(vatRate) => onChange((d) => ({ ...d, vatRate }))}
          />
        ) : null}
        <InputField
          label={t`Service e-mail`}
          type="email"
          value={draft.email}
          aria-invalid={props.emailProblem}
          onChange={(e) => onChange((d) => ({ ...d, email: e.target.value }))}
        />
      </div>
      {fields.has('description') ? (
        <label className="field">
          <span>
            <Trans>Description</Trans>
          </span>
          <textarea
            className="input"
            rows={3}
            value={draft.description}
            onChange={(e) => onChange((d) => ({ ...d, description: e.target.value }))}
          />
        </label>
      ) : null}
      {fields.has('emailReqeustEnabled') ? (
        <Toggle
          label={t`Send requests by e-mail`}
          checked={draft.options.emailReqeustEnabled === true}
          onChange={(on) =>
            onChange((d) => ({ ...d, options: { ...d.options, emailReqeustEnabled: on } }))
          }
        />
      ) : null}
      {props.emailProblem ? (
        <p className="settings-problem" role="alert">
          <Trans>E-mail requests are on, but the service e-mail is empty.</Trans>
        </p>
      ) : null}
      <div className="settings-row">
        {service.image ? <img className="settings-logo" src={service.image} alt="" /> : null}
        <PictureButton
          kind="service"
          businessId={service.business_id}
          id={service._id}
          label={t`Service picture`}
        />
      </div>
    </section>
  )
}

/** The service's shifts: start and end `HH:MM`, add and delete. */
export function ShiftsEditor(props: {
  draft: ServiceDraft
  badIndex: number | null
  onChange: DraftChange
}) {
  const { t } = useLingui()
  const { draft, onChange } = props
  const set = (index: number, key: 'start_time' | 'end_time', value: string) =>
    onChange((d) => ({
      ...d,
      shifts: d.shifts.map((s, i) => (i === index ? { ...s, [key]: value } : s)),
    }))
  return (
    <section id="settings-shifts" className="settings-card" aria-labelledby="settings-shifts-h">
      <h2 id="settings-shifts-h">
        <Trans>Shifts</Trans>
      </h2>
      {draft.shifts.length === 0 ? (
        <p className="settings-muted">
          <Trans>No shifts yet.</Trans>
        </p>
      ) : null}
      <ul className="settings-shifts">
        {draft.shifts.map((shift, index) => {
          const n = index + 1
          return (
            <li key={shift.id} data-invalid={props.badIndex === index || undefined}>
              <InputField
                label={t`Shift ${n} start`}
                {...CLOCK_INPUT}
                value={shift.start_time}
                onChange={(e) => set(index, 'start_time', e.target.value)}
              />
              <InputField
                label={t`Shift ${n} end`}
                {...CLOCK_INPUT}
                value={shift.end_time}
                onChange={(e) => set(index, 'end_time', e.target.value)}
              />
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  onChange((d) => ({ ...d, shifts: d.shifts.filter((_, i) => i !== index) }))
                }
              >
                <Trans>Delete shift {n}</Trans>
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="btn"
        onClick={() =>
          onChange((d) => ({
            ...d,
            shifts: [
              ...d.shifts,
              { id: crypto.randomUUID(), start_time: '08:00', end_time: '16:00' },
            ],
          }))
        }
      >
        <Trans>Add a shift</Trans>
      </button>
    </section>
  )
}

/** Working hours per day (a day with none shows 00:00–00:15). */
export function HoursEditor(props: {
  draft: ServiceDraft
  badDay: Day | null
  onChange: DraftChange
}) {
  const { t, i18n } = useLingui()
  const { draft, onChange } = props
  const set = (day: Day, key: 'start' | 'end', value: string) =>
    onChange((d) => ({ ...d, hours: { ...d.hours, [day]: { ...d.hours[day], [key]: value } } }))
  return (
    <section id="settings-hours" className="settings-card" aria-labelledby="settings-hours-h">
      <h2 id="settings-hours-h">
        <Trans>Working hours</Trans>
      </h2>
      <ul className="settings-hours">
        {DAYS.map((day) => {
          const name = dayLabel(i18n, day)
          return (
            <li key={day} data-invalid={props.badDay === day || undefined}>
              <span className="settings-day" aria-hidden="true">
                {name}
              </span>
              <InputField
                label={t`${name} from`}
                {...CLOCK_INPUT}
                value={draft.hours[day].start}
                onChange={(e) => set(day, 'start', e.target.value)}
              />
              <InputField
                label={t`${name} to`}
                {...CLOCK_INPUT}
                value={draft.hours[day].end}
                onChange={(e) => set(day, 'end', e.target.value)}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
