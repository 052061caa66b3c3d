import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LabelledField } from '../../ui/LabelledField.tsx'
import type { DateProblem } from './drafts.ts'

/** A text input with its label and problem. */
export function TextField(props: {
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
  type?: 'text' | 'url' | 'number' | 'date'
  hint?: ReactNode
  inputMode?: 'numeric'
}) {
  return (
    <LabelledField
      label={props.label}
      error={props.error}
      hint={props.hint}
      hintClassName="promo-form__hint"
      problemClassName="promo-form__problem"
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          type={props.type ?? 'text'}
          value={props.value}
          inputMode={props.inputMode}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </LabelledField>
  )
}

const DATE_TEXT: Record<DateProblem, MessageDescriptor> = {
  start: msg`Choose the first day.`,
  end: msg`Choose the last day.`,
  order: msg`The last day cannot be before the first day.`,
}

/** The first and last day (hotel days, both included). */
export function DateFields(props: {
  startDate: string
  endDate: string
  problem: DateProblem | undefined
  text: (m: MessageDescriptor) => string
  onChange: (patch: { startDate?: string; endDate?: string }) => void
}) {
  const error = props.problem ? props.text(DATE_TEXT[props.problem]) : undefined
  return (
    <div className="promo-form__row">
      <TextField
        type="date"
        label={<Trans>First day</Trans>}
        value={props.startDate}
        error={props.problem === 'start' ? error : undefined}
        onChange={(startDate) => props.onChange({ startDate })}
      />
      <TextField
        type="date"
        label={<Trans>Last day</Trans>}
        value={props.endDate}
        error={props.problem && props.problem !== 'start' ? error : undefined}
        onChange={(endDate) => props.onChange({ endDate })}
      />
    </div>
  )
}

/** Save, cancel and (for an existing row) delete: spec 001 §4, delete only existing ones. */
export function FormActions(props: { onClose: () => void; onDelete: (() => void) | null }) {
  return (
    <div className="dialog__actions promo-form__actions">
      {props.onDelete ? (
        <button
          type="button"
          className="btn btn-danger promo-form__delete"
          onClick={props.onDelete}
        >
          <Trans>Delete</Trans>
        </button>
      ) : null}
      <button type="button" className="btn" onClick={props.onClose}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" className="btn btn-primary">
        <Trans>Save</Trans>
      </button>
    </div>
  )
}
