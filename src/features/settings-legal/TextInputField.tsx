import type { ReactNode } from 'react'
import { LabelledField } from '../../ui/LabelledField.tsx'

/** One text input of these fields: its label, hint and problem (LabelledField). */
export function TextInputField(props: {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: ReactNode
  lang?: string
  inputMode?: 'text' | 'decimal'
  autoComplete?: string
  suffix?: ReactNode
}) {
  return (
    <LabelledField
      label={props.label}
      error={props.error}
      hint={props.hint}
      hintClassName="legal-fields__hint"
      problemClassName="legal-fields__problem"
    >
      {({ id, describedBy, invalid }) => (
        <span className={props.suffix ? 'legal-fields__with-suffix' : undefined}>
          <input
            id={id}
            className="input"
            type="text"
            value={props.value}
            lang={props.lang}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete ?? 'off'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => props.onChange(e.target.value)}
          />
          {props.suffix ? <span aria-hidden="true">{props.suffix}</span> : null}
        </span>
      )}
    </LabelledField>
  )
}
