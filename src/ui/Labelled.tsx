import type { ComponentProps } from 'react'
import { LabelledField } from './LabelledField.tsx'
import './labelled.css'

interface LabelledProps {
  label: string
  error?: string | undefined
}

/** The problem text under a control (the staff forms' dialogs). */
const PROBLEM = 'field__problem'

type ControlProps<Control extends 'input' | 'select'> = LabelledProps &
  Omit<ComponentProps<Control>, 'id' | 'className' | 'aria-describedby'>

/** A labelled input whose problem, if any, describes it. */
export function LabelledInput({ label, error, ...input }: ControlProps<'input'>) {
  return (
    <LabelledField label={label} error={error} problemClassName={PROBLEM}>
      {(f) => <input id={f.id} className="input" aria-describedby={f.describedBy} {...input} />}
    </LabelledField>
  )
}

/** A labelled select, marked invalid while it has a problem. */
export function LabelledSelect({ label, error, ...select }: ControlProps<'select'>) {
  return (
    <LabelledField label={label} error={error} problemClassName={PROBLEM}>
      {(f) => (
        <select
          id={f.id}
          className="input"
          aria-describedby={f.describedBy}
          aria-invalid={f.invalid}
          {...select}
        />
      )}
    </LabelledField>
  )
}
