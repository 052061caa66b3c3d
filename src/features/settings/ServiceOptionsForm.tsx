import { Trans, useLingui } from '@lingui/react/macro'
import {
  INFO_TYPES,
  SETTINGS_CURRENCIES,
  closedRangeChoices,
  currencyCode,
  formatClock,
  parseClock,
  publicLink,
  type ServiceField,
} from '../../../sync/protocol/rules/index.ts'
import type { Employee, Service, ServiceOptions } from '../../../sync/protocol/index.ts'
import { InputField, SelectField } from '../../ui/Field.tsx'
import type { ServiceDraft } from './draft.ts'
import { CLOCK_INPUT, Toggle, type DraftChange } from './ServiceBasics.tsx'
import { infoTypeLabel } from './labels.ts'

/** The on/off options. */
type BoolOption = Extract<
  ServiceField,
  | 'active'
  | 'employeeChatroomEnabled'
  | 'guestBotChatroomEnabled'
  | 'breakSet'
  | 'isBookable'
  | 'therapiestDriven'
  | 'reservations'
  | 'servedAtArrival'
  | 'openToPublic'
  | 'ordering'
  | 'instantFinishOrder'
>

/**
 * Every option of the service's type, shown as spec 001 §2 says (rules/settings.ts
 * visibleServiceFields): spa break and booking, restaurant and pool reservations and the public,
 * ordering, event-planning currency, chat, room-service operating price, info view.
 */
export function ServiceOptionsForm(props: {
  service: Service
  draft: ServiceDraft
  fields: Set<ServiceField>
  businessCurrency: string
  employees: readonly Employee[]
  today: string
  problem: 'operatingPrice' | 'reservationPublicCost' | null
  onChange: DraftChange
}) {
  const { t, i18n } = useLingui()
  const { draft, fields, onChange, service } = props
  const o = draft.options
  const setOption = (patch: Partial<ServiceOptions>) =>
    onChange((d) => ({ ...d, options: { ...d.options, ...patch } }))
  const toggle = (field: BoolOption, label: string) =>
    fields.has(field) ? (
      <Toggle
        label={label}
        checked={o[field] === true}
        onChange={(on) => setOption({ [field]: on })}
      />
    ) : null
  const days = closedRangeChoices(props.today)
  const range = o.closedBetween ?? null
  const dayOptions = (current: string | undefined) => {
    const list = current && !days.includes(current) ? [current, ...days] : days
    return list.map((day) => (
      <option key={day} value={day}>
        {day}
      </option>
    ))
  }
  const breakStart = o.breakHours ? formatClock(o.breakHours.start) : '12:00'
  const breakEnd = o.breakHours ? formatClock(o.breakHours.end) : '13:00'
  const setBreak = (start: string, end: string) => {
    const s = parseClock(start)
    const e = parseClock(end)
    if (s && e) setOption({ breakHours: { start: s, end: e } })
  }
  const cost = SETTINGS_CURRENCIES.find((c) => c.code === currencyCode(props.businessCurrency))
  const money = cost?.symbol ?? props.businessCurrency
  const link = publicLink(globalThis.location?.origin ?? '', service.business_id, service)

  return (
    <section id="settings-options" className="settings-card" aria-labelledby="settings-options-h">
      <h2 id="settings-options-h">
        <Trans>Options</Trans>
      </h2>
      {toggle('active', t`Chat active`)}
      {toggle('employeeChatroomEnabled', t`Colleague chat rooms`)}
      {toggle('guestBotChatroomEnabled', t`Guest chat with the bot`)}
      {fields.has('selectedEmployeeGuestChatroom') ? (
        <SelectField
          label={t`Employee who answers guest chat`}
          value={o.selectedEmployeeGuestChatroom ?? ''}
          onChange={(e) => setOption({ selectedEmployeeGuestChatroom: e.target.value || null })}
        >
          <option value="">{t`Nobody chosen`}</option>
          {props.employees.map((e) => (
            <option key={e._id} value={e._id}>
              {`${e.name} ${e.surname}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      {toggle('breakSet', t`Daily break`)}
      {fields.has('breakHours') ? (
        <div className="settings-grid">
          <InputField
            label={t`Break from`}
            {...CLOCK_INPUT}
            value={breakStart}
            onChange={(e) => setBreak(e.target.value, breakEnd)}
          />
          <InputField
            label={t`Break to`}
            {...CLOCK_INPUT}
            value={breakEnd}
            onChange={(e) => setBreak(breakStart, e.target.value)}
          />
        </div>
      ) : null}
      {toggle('isBookable', t`Guests can book`)}
      {toggle('therapiestDriven', t`Therapist-driven`)}
      {toggle('reservations', t`Reservations`)}
      {fields.has('positional') ? (
        <SelectField
          label={t`Reservation type`}
          value={o.positional === true ? 'positional' : 'open'}
          onChange={(e) => setOption({ positional: e.target.value === 'positional' })}
        >
          <option value="positional">{t`Positional (guests choose tables)`}</option>
          <option value="open">{t`Non-positional`}</option>
        </SelectField>
      ) : null}
      {toggle('servedAtArrival', t`Served at arrival`)}
      {toggle('openToPublic', t`Open to the public`)}
      {fields.has('publicLink') ? (
        <p className="settings-link">
          <Trans>Public link:</Trans>{' '}
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </p>
      ) : null}
      {fields.has('reservationPublicCost') ? (
        <InputField
          label={t`Public reservation cost (${money})`}
          inputMode="numeric"
          value={draft.reservationPublicCost}
          aria-invalid={props.problem === 'reservationPublicCost'}
          onChange={(e) => onChange((d) => ({ ...d, reservationPublicCost: e.target.value }))}
        />
      ) : null}
      {fields.has('closedBetween') ? (
        <fieldset className="settings-closed">
          <legend>
            <Trans>Closed between</Trans>
          </legend>
          <Toggle
            label={t`Closed for some days`}
            checked={range !== null}
            onChange={(on) =>
              setOption({
                closedBetween: on ? { start: days[0]!, end: days[0]! } : null,
              })
            }
          />
          {range ? (
            <div className="settings-grid">
              <SelectField
                label={t`First closed day`}
                value={range.start}
                onChange={(e) =>
                  setOption({
                    closedBetween: {
                      start: e.target.value,
                      end: range.end < e.target.value ? e.target.value : range.end,
                    },
                  })
                }
              >
                {dayOptions(range.start)}
              </SelectField>
              <SelectField
                label={t`Last closed day`}
                value={range.end}
                onChange={(e) => setOption({ closedBetween: { ...range, end: e.target.value } })}
              >
                {dayOptions(range.end)}
              </SelectField>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {toggle('ordering', t`Ordering`)}
      {toggle('instantFinishOrder', t`Finish orders at once`)}
      {fields.has('currency') ? (
        <SelectField
          label={t`Currency of the menus`}
          value={currencyCode(o.currency)}
          onChange={(e) => setOption({ currency: e.target.value })}
        >
          <option value="">{t`No currency`}</option>
          {SETTINGS_CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.symbol === c.code ? c.code : `${c.symbol} (${c.code})`}
            </option>
          ))}
        </SelectField>
      ) : null}
      {fields.has('operatingPrice') ? (
        <InputField
          label={t`Operating price (${money})`}
          inputMode="numeric"
          value={draft.operatingPrice}
          aria-invalid={props.problem === 'operatingPrice'}
          onChange={(e) => onChange((d) => ({ ...d, operatingPrice: e.target.value }))}
        />
      ) : null}
      {fields.has('infoType') ? (
        <SelectField
          label={t`Info page view`}
          value={o.type ?? ''}
          onChange={(e) => setOption({ type: e.target.value })}
        >
          {INFO_TYPES.map((type) => (
            <option key={type} value={type}>
              {infoTypeLabel(i18n, type)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {props.problem ? (
        <p className="settings-problem" role="alert">
          <Trans>Enter a whole number.</Trans>
        </p>
      ) : null}
    </section>
  )
}
