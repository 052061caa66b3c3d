/** The pieces of the profile form: a text field, a choice list (chips), a select, the progress. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { toggleChoice } from './profile-progress.ts'

type TextFieldProps = {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'date' | 'password'
  autoComplete?: string
  placeholder?: string | undefined
  maxLength?: number
  error?: boolean
}

export function TextField(props: TextFieldProps) {
  return (
    <label className="g-field">
      <span>{props.label}</span>
      <input
        className="g-input"
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        maxLength={props.maxLength ?? 100}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}

type ChoicesProps = {
  legend: ReactNode
  name: string
  all: readonly string[]
  labels: Record<string, MessageDescriptor>
  value: readonly string[]
  onChange: (value: string[]) => void
}

/** Several of a fixed list (allergies, food preferences) as toggle chips. */
export function Choices({ legend, name, all, labels, value, onChange }: ChoicesProps) {
  const { i18n } = useLingui()
  return (
    <fieldset className="g-fieldset">
      <legend>{legend}</legend>
      <div className="g-chips-wrap">
        {all.map((choice) => (
          <label key={choice} className="g-chip-check">
            <input
              type="checkbox"
              name={name}
              value={choice}
              checked={value.includes(choice)}
              onChange={() => onChange(toggleChoice(value, choice, all))}
            />
            <span>{labels[choice] ? i18n._(labels[choice]) : choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type SelectProps = {
  label: ReactNode
  name: string
  all: readonly string[]
  labels: Record<string, MessageDescriptor>
  value: string
  onChange: (value: string) => void
}

export function SelectField({ label, name, all, labels, value, onChange }: SelectProps) {
  const { i18n } = useLingui()
  return (
    <label className="g-field">
      <span>{label}</span>
      <select
        className="g-input"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{i18n._(NOT_SAID)}</option>
        {all.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice] ? i18n._(labels[choice]) : choice}
          </option>
        ))}
      </select>
    </label>
  )
}

const NOT_SAID = msg`Not specified`

export function ProfileProgress({ percent }: { percent: number }) {
  const { t } = useLingui()
  return (
    <div className="g-progress-wrap">
      <div className="g-progress-label">
        <span id="g-progress-l">
          <Trans>Profile completeness</Trans>
        </span>
        <strong>{percent} %</strong>
      </div>
      <div
        className="g-progress"
        role="progressbar"
        aria-labelledby="g-progress-l"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent} percent complete`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
